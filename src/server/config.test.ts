import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("runs with no configuration at all, on SQLite under data/", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.SQLITE_PATH).toBe("data/bandbook.db");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.APP_URL).toBe("http://localhost:3000");
  });

  it("treats empty values as unset, as .env.example leaves them", () => {
    expect(loadConfig({ DATABASE_URL: "", SMTP_URL: "", PORT: "4000" }).APP_URL).toBe(
      "http://localhost:4000",
    );
  });

  it("lists every bad key at once", () => {
    let thrown: unknown;
    try {
      loadConfig({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "nobody", LOG_LEVEL: "loud" });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    const problems = (thrown as ConfigError).problems.map((p) => p.split(":")[0]);
    expect(problems.sort()).toEqual(["ADMIN_EMAIL", "DATABASE_URL", "LOG_LEVEL", "PORT"]);
    expect((thrown as ConfigError).message).toContain("DATABASE_URL must start with postgres://");
  });
});

describe(".env.example", () => {
  it("runs as is", async () => {
    const { readFileSync } = await import("node:fs");
    const { parseEnv } = await import("node:util");
    const example = parseEnv(readFileSync(new URL("../../.env.example", import.meta.url), "utf8"));
    expect(() => loadConfig(example)).not.toThrow();
  });
});
