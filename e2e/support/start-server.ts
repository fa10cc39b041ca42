import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startTestSmtp } from "../../src/server/test/smtp";

/**
 * The journeys' server: the real `npm start` path on a throwaway SQLite file, so every run starts empty,
 * with real SMTP delivery into a capture server whose messages the journeys read from MAIL_PORT.
 */
const dataDir = mkdtempSync(join(tmpdir(), "bandbook-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3100);
const mailPort = port + 1;

const smtp = await startTestSmtp();

// GET /mails?to=address answers every message to that address, oldest first (see e2e/support/mailbox.ts).
createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const to = url.searchParams.get("to")?.toLowerCase() ?? "";
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify(smtp.messages.filter((mail) => mail.to.includes(to))));
}).listen(mailPort, "127.0.0.1");

const server = spawn(join("node_modules", ".bin", "tsx"), ["src/server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    SQLITE_PATH: join(dataDir, "e2e.db"),
    DATABASE_URL: "",
    SMTP_URL: smtp.url,
    LOG_LEVEL: "warn",
    // Every journey signs people up and in from 127.0.0.1; throttling has its own API tests.
    THROTTLE_SCALE: "100",
    NODE_ENV: "production",
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
