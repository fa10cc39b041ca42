import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface RunningServer {
  url: string;
  /** Milliseconds from spawning `npm start`'s entry to the first healthy answer. */
  startToHealthyMs: number;
  stop(): Promise<void>;
}

const HEALTH_POLL_MS = 10;
const START_TIMEOUT_MS = 120_000;

/** Starts the real server as its own process (as `npm start` does), on a fresh SQLite file or a PostgreSQL URL. */
export async function startServer(port: number, databaseUrl?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "bandbook-bench-"));
  const started = performance.now();
  const child: ChildProcess = spawn(join("node_modules", ".bin", "tsx"), ["src/server/main.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      SQLITE_PATH: join(dataDir, "bench.db"),
      DATABASE_URL: databaseUrl ?? "",
    },
  });
  const url = `http://127.0.0.1:${port}`;
  while (true) {
    if (performance.now() - started > START_TIMEOUT_MS) throw new Error("server did not become healthy");
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    const healthy = await fetch(`${url}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  const startToHealthyMs = performance.now() - started;
  return {
    url,
    startToHealthyMs,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        });
        child.kill("SIGTERM");
      }),
  };
}
