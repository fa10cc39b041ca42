import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

// The real process, as `npm start` runs it (API only, to keep the test fast).
const PORT = 3700 + Math.floor(Math.random() * 200);

describe.runIf(process.env.TEST_DIALECT !== "postgres")("the server process", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "bandbook-main-"));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("migrates, serves, and shuts down cleanly on SIGTERM", async () => {
    let output = "";
    child = spawn(join("node_modules", ".bin", "tsx"), ["src/server/main.ts"], {
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        SQLITE_PATH: join(dataDir, "main.db"),
        DATABASE_URL: "",
        SERVE_WEB_APP: "false",
        LOG_LEVEL: "info",
      },
    });
    child.stdout?.on("data", (chunk) => {
      output += String(chunk);
    });
    child.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });

    let health: Response | undefined;
    for (let attempt = 0; attempt < 300 && !health?.ok; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      health = await fetch(`http://127.0.0.1:${PORT}/api/health`).catch(() => undefined);
    }
    expect(await health?.json()).toEqual({ status: "ok", db: "sqlite" });
    expect(output).toContain("No accounts yet. Create the first one");

    const exited = new Promise<number | null>((resolve) => child!.once("exit", resolve));
    child.kill("SIGTERM");
    expect(await exited).toBe(0);
    expect(output).toContain("SIGTERM received");
  }, 30_000);

  it("refuses to start with a bad configuration, naming every bad key", async () => {
    const bad = spawn(join("node_modules", ".bin", "tsx"), ["src/server/main.ts"], {
      env: { ...process.env, PORT: "eighty", DATABASE_URL: "mysql://nope", SERVE_WEB_APP: "false" },
    });
    let output = "";
    bad.stderr?.on("data", (chunk) => {
      output += String(chunk);
    });
    const code = await new Promise<number | null>((resolve) => bad.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("PORT");
    expect(output).toContain("DATABASE_URL must start with postgres://");
  }, 30_000);
});
