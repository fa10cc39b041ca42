import { type MigrationResultSet, Migrator } from "kysely/migration";
import type { DatabaseHandle } from "./database";
import { migrations } from "./migrations";

/** Brings the schema to the latest migration; throws with the failing migration's error. */
export async function migrateToLatest({ db, schema }: DatabaseHandle): Promise<MigrationResultSet> {
  // Migrations write snake_case themselves, so they run without the camelCase mapping.
  const migrator = new Migrator({
    db: db.withoutPlugins(),
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
