import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { buildApp } from "./app";
import { ensureClientBuild } from "./client-build";
import { type Config, ConfigError, loadConfig } from "./config";
import { type DatabaseHandle, type DatabaseTarget, openDatabase } from "./db/database";
import { migrateToLatest } from "./db/migrate";
import { needsFirstAccount } from "./features/auth/service";
import { adminSetupLink } from "./features/beta/service";

const rootDir = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const clientDir = join(rootDir, "dist", "client");

async function main(): Promise<void> {
  if (existsSync(join(rootDir, ".env"))) process.loadEnvFile(join(rootDir, ".env"));
  const config = loadConfig();
  if (config.SERVE_WEB_APP) ensureClientBuild(rootDir, clientDir, (message) => console.log(message));

  const target: DatabaseTarget = config.DATABASE_URL
    ? { dialect: "postgres", url: config.DATABASE_URL }
    : { dialect: "sqlite", path: resolve(rootDir, config.SQLITE_PATH) };
  const database = openDatabase(target);
  await migrateToLatest(database);

  const app = await buildApp({ config, database, ...(config.SERVE_WEB_APP ? { clientDir } : {}) });
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`Bandbook is running at ${config.APP_URL} on ${database.dialect}`);
  await announceFirstRun(config, database);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** Prints how to get in on a fresh install: the admin's one-time link, or where to create the first account. */
async function announceFirstRun(config: Config, database: DatabaseHandle): Promise<void> {
  const link = await adminSetupLink(database.db, config);
  if (link) {
    console.log(
      `\nNo admin account yet. Create it (${config.ADMIN_EMAIL}) with this one-time link:\n  ${link}\n`,
    );
  } else if (await needsFirstAccount(database.db, config)) {
    console.log(
      `\nNo accounts yet. Create the first one (it becomes the admin) at:\n  ${config.APP_URL}/auth?tab=setup\n`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
