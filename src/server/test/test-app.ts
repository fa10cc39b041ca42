import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { type AppInstance, buildApp } from "../app";
import { type Config, loadConfig } from "../config";
import { type DatabaseHandle, openDatabase } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import type { ThrottleSettings } from "../plugins/throttle";
import type { TestSmtp } from "./smtp";

export interface TestApp {
  app: AppInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export type TestDialect = "sqlite" | "postgres";

export const testDialect: TestDialect = process.env.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";

/**
 * A freshly migrated, empty database of the dialect under test: a new SQLite file, or a new PostgreSQL
 * schema (dropped again on close) so test files never see each other's rows.
 */
export async function createTestDatabase(dialect: TestDialect = testDialect): Promise<DatabaseHandle> {
  if (dialect === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "bandbook-test-"));
    const handle = openDatabase({ dialect: "sqlite", path: join(dir, "test.db") });
    await migrateToLatest(handle);
    return {
      ...handle,
      close: async () => {
        try {
          await handle.close();
        } finally {
          rmSync(dir, { recursive: true, force: true });
        }
      },
    };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is needed for the PostgreSQL test run");
  const schema = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const handle = openDatabase({ dialect: "postgres", url, schema });
  await migrateToLatest(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}

/** The one test-app builder: real database, real Fastify, driven through `app.inject()`. */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clientDir?: string;
    /** Real SMTP delivery to this server; without it mail goes to the dev e-mail log table. */
    smtp?: TestSmtp;
    throttles?: Partial<ThrottleSettings>;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    // Suites sign in and register many times from one address; throttling has its own tests.
    THROTTLE_SCALE: "1000",
    APP_URL: "http://bandbook.test",
    ...(options.smtp ? { SMTP_URL: options.smtp.url } : {}),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    clientDir: options.clientDir,
    logger: false,
    throttles: options.throttles,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
