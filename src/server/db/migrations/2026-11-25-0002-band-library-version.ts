import type { Kysely } from "kysely";

// Frozen in time. A counter bumped in the same transaction as every change to a band's songs, so the cached
// song list of a band is revalidated by reading one row instead of counting the band's songs.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("bands")
    .addColumn("library_version", "integer", (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("bands").dropColumn("library_version").execute();
}
