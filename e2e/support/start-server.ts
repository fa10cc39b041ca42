import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The journeys' server: the real `npm start` path on a throwaway SQLite file, so every run starts empty.
const dataDir = mkdtempSync(join(tmpdir(), "bandbook-e2e-"));
const port = process.env.E2E_PORT ?? "3100";

const server = spawn(join("node_modules", ".bin", "tsx"), ["src/server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    SQLITE_PATH: join(dataDir, "e2e.db"),
    DATABASE_URL: "",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
