import type { Kysely, Selectable } from "kysely";
import type { Database, SongRevisionsTable, SongsTable } from "../../db/schema";
import { nowIso, readBool, readJson, writeJson } from "../../db/values";

type Db = Kysely<Database>;
export type SongRow = Selectable<SongsTable>;
export type RevisionRow = Selectable<SongRevisionsTable>;

/** The columns the library table needs: never the chart or the pasted text. */
export const listSongs = (db: Db, bandId: number) =>
  db
    .selectFrom("songs")
    .select(["id", "name", "key", "bpm", "capo", "tags", "isCover", "audioUrl", "lastUpdated"])
    .where("bandId", "=", bandId)
    .orderBy("name")
    .orderBy("id")
    .execute();

/** The band's library version: any change to its songs moves it (see `bumpLibraryVersion`). */
export async function libraryVersion(db: Db, bandId: number): Promise<number> {
  const row = await db
    .selectFrom("bands")
    .select("libraryVersion")
    .where("id", "=", bandId)
    .executeTakeFirst();
  return row?.libraryVersion ?? -1;
}

/** Called in the same transaction as every write to a band's songs, so cached lists never go stale. */
async function bumpLibraryVersion(db: Db, bandId: number) {
  await db
    .updateTable("bands")
    .set((eb) => ({ libraryVersion: eb("libraryVersion", "+", 1) }))
    .where("id", "=", bandId)
    .execute();
}

export const findSongWithAuthor = (db: Db, id: number) =>
  db
    .selectFrom("songs")
    .leftJoin("users", "users.id", "songs.userId")
    .selectAll("songs")
    .select([
      "users.firstName as authorFirstName",
      "users.lastName as authorLastName",
      "users.email as authorEmail",
    ])
    .where("songs.id", "=", id)
    .executeTakeFirst();

export const findSongByShareToken = (db: Db, token: string) =>
  db.selectFrom("songs").selectAll().where("shareToken", "=", token).executeTakeFirst();

export interface NewSong {
  bandId: number;
  userId: number;
  name: string;
  key: string | null;
  bpm: number | null;
  capo: number;
  timeSignature: string | null;
  durationSeconds: number | null;
  sections: string;
  tags: string;
  isCover: boolean;
  audioUrl: string | null;
  sourceText: string;
  parseMethod: string;
  aiParseTimeMs: number | null;
}

/** A song and its first revision, together. */
export async function insertSong(db: Db, song: NewSong): Promise<SongRow> {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const row = await trx
      .insertInto("songs")
      .values({ ...song, editCount: 0, createdAt: now, lastUpdated: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await insertRevision(trx, row, song.userId);
    await bumpLibraryVersion(trx, song.bandId);
    return row;
  });
}

async function insertRevision(db: Db, row: SongRow, userId: number) {
  await db
    .insertInto("songRevisions")
    .values({
      songId: row.id,
      userId,
      editCount: row.editCount,
      name: row.name,
      key: row.key,
      bpm: row.bpm,
      capo: row.capo,
      timeSignature: row.timeSignature,
      tags: writeJson(readJson(row.tags, [])),
      isCover: readBool(row.isCover),
      audioUrl: row.audioUrl,
      sourceText: row.sourceText,
      sections: writeJson(readJson(row.sections, null)),
      createdAt: row.lastUpdated,
    })
    .execute();
}

export type SongChanges = Partial<Omit<NewSong, "bandId" | "userId" | "parseMethod" | "aiParseTimeMs">>;

/**
 * Saves only if nobody saved since `expectedEditCount` (optimistic locking), keeping a revision of the result.
 * Answers the new row, or null when someone else saved first.
 */
export async function updateSong(
  db: Db,
  id: number,
  expectedEditCount: number,
  changes: SongChanges,
  userId: number,
): Promise<SongRow | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable("songs")
      .set({ ...changes, editCount: expectedEditCount + 1, lastUpdated: nowIso() })
      .where("id", "=", id)
      .where("editCount", "=", expectedEditCount)
      .returningAll()
      .executeTakeFirst();
    if (!row) return null;
    await insertRevision(trx, row, userId);
    await bumpLibraryVersion(trx, row.bandId);
    return row;
  });
}

export async function deleteSong(db: Db, id: number) {
  await db.transaction().execute(async (trx) => {
    const deleted = await trx.deleteFrom("songs").where("id", "=", id).returning("bandId").executeTakeFirst();
    if (deleted) await bumpLibraryVersion(trx, deleted.bandId);
  });
}

export async function setShareToken(db: Db, id: number, shareToken: string | null) {
  await db.updateTable("songs").set({ shareToken }).where("id", "=", id).execute();
}

export async function countShareView(db: Db, id: number) {
  await db
    .updateTable("songs")
    .set((eb) => ({ shareViews: eb("shareViews", "+", 1), lastSharedView: nowIso() }))
    .where("id", "=", id)
    .execute();
}

export const listRevisions = (db: Db, songId: number) =>
  db
    .selectFrom("songRevisions")
    .leftJoin("users", "users.id", "songRevisions.userId")
    .select([
      "songRevisions.id",
      "songRevisions.editCount",
      "songRevisions.createdAt",
      "songRevisions.userId",
      "users.firstName as authorFirstName",
      "users.lastName as authorLastName",
      "users.email as authorEmail",
    ])
    .where("songRevisions.songId", "=", songId)
    .orderBy("songRevisions.editCount", "desc")
    .execute();

export const findRevision = (db: Db, songId: number, revisionId: number) =>
  db
    .selectFrom("songRevisions")
    .leftJoin("users", "users.id", "songRevisions.userId")
    .selectAll("songRevisions")
    .select([
      "users.firstName as authorFirstName",
      "users.lastName as authorLastName",
      "users.email as authorEmail",
    ])
    .where("songRevisions.songId", "=", songId)
    .where("songRevisions.id", "=", revisionId)
    .executeTakeFirst();
