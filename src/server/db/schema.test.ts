import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDialect } from "../test/test-app";
import type { DatabaseHandle } from "./database";
import type { Database } from "./schema";
import { nowIso } from "./values";

/** Every entity of spec §3, plus the operational tables it names and the ones DESIGN §3 adds. */
const expectedTables = [
  "api_performance",
  "band_memberships",
  "bands",
  "beta_signups",
  "daily_metrics",
  "dev_email_log",
  "email_outbox",
  "external_participants",
  "feature_usage",
  "feedback_items",
  "feedback_votes",
  "notification_queue",
  "password_reset_tokens",
  "practice_attendance",
  "practice_availability",
  "practice_polls",
  "practices",
  "sessions",
  "setlist_songs",
  "setlists",
  "song_revisions",
  "songs",
  "user_analytics_events",
  "user_sessions",
  "users",
];

async function describeSchema({ db, schema }: DatabaseHandle) {
  const tables = await db.withoutPlugins().introspection.getTables();
  return tables
    .filter((table) => !table.name.startsWith("kysely_") && (schema === undefined || table.schema === schema))
    .map((table) => ({
      name: table.name,
      columns: table.columns
        .map((column) =>
          // Auto-increment keys differ in how each dialect reports them (serial default vs rowid alias).
          column.isAutoIncrementing
            ? `${column.name}+`
            : `${column.name}${column.isNullable ? "?" : ""}${column.hasDefaultValue ? "=" : ""}`,
        )
        .sort(),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

describe(`migrations on ${testDialect}`, () => {
  let handle: DatabaseHandle;
  let db: Kysely<Database>;
  const now = nowIso();

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
  });
  afterAll(() => handle.close());

  async function user(email: string) {
    return db
      .insertInto("users")
      .values({ email, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  }

  async function band(ownerId: number, inviteCode: string) {
    return db
      .insertInto("bands")
      .values({ name: "The Testers", ownerId, inviteCode, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
  }

  it("creates every table of the spec with the fields it names", async () => {
    const schema = await describeSchema(handle);
    expect(schema.map((table) => table.name)).toEqual(expectedTables);
    const songs = schema.find((table) => table.name === "songs")!.columns.map((c) => c.replace(/[?=]/g, ""));
    expect(songs).toEqual(
      expect.arrayContaining([
        "name",
        "bpm",
        "key",
        "capo",
        "sections",
        "tags",
        "is_cover",
        "audio_url",
        "band_id",
        "user_id",
        "share_token",
        "share_views",
        "last_shared_view",
        "parse_method",
        "ai_parse_time_ms",
        "edit_count",
        "created_at",
        "last_updated",
        "source_text",
        "duration_seconds",
      ]),
    );
  });

  it("applies the spec's defaults", async () => {
    const { id } = await user("defaults@example.com");
    const row = await db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(Boolean(row.notifyOnNewSongs)).toBe(true);
    expect(Boolean(row.notifyOnSongUpdates)).toBe(false);
    expect(Boolean(row.emailVerified)).toBe(false);
  });

  it("keeps e-mails, invite codes and share tokens unique", async () => {
    const { id } = await user("unique@example.com");
    await expect(user("unique@example.com")).rejects.toThrow();
    await band(id, "CODE-UNIQUE");
    await expect(band(id, "CODE-UNIQUE")).rejects.toThrow();
  });

  it("allows one attendance per practice and user, and one vote per user and item", async () => {
    const { id: userId } = await user("once@example.com");
    const { id: bandId } = await band(userId, "CODE-ONCE");
    const practice = await db
      .insertInto("practices")
      .values({ bandId, title: "Run-through", date: now, duration: 90, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const attendance = { practiceId: practice.id, userId, updatedAt: now };
    await db.insertInto("practiceAttendance").values(attendance).execute();
    await expect(db.insertInto("practiceAttendance").values(attendance).execute()).rejects.toThrow();

    const item = await db
      .insertInto("feedbackItems")
      .values({ title: "Dark stage mode", description: "Please", userId, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const vote = { feedbackItemId: item.id, userId, voteType: "up", createdAt: now };
    await db.insertInto("feedbackVotes").values(vote).execute();
    await expect(db.insertInto("feedbackVotes").values(vote).execute()).rejects.toThrow();
  });

  it("allows one availability per poll and user, and one external participant per poll and e-mail", async () => {
    const { id: userId } = await user("poll@example.com");
    const { id: bandId } = await band(userId, "CODE-POLL");
    const poll = await db
      .insertInto("practicePolls")
      .values({
        bandId,
        title: "June",
        startDate: "2026-06-01",
        endDate: "2026-06-30",
        duration: 60,
        createdAt: now,
        updatedAt: now,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const availability = { pollId: poll.id, userId, respondedAt: now };
    await db.insertInto("practiceAvailability").values(availability).execute();
    await expect(db.insertInto("practiceAvailability").values(availability).execute()).rejects.toThrow();
    const guest = { pollId: poll.id, email: "sub@example.com", createdAt: now };
    await db.insertInto("externalParticipants").values(guest).execute();
    await expect(db.insertInto("externalParticipants").values(guest).execute()).rejects.toThrow();
  });

  it("removes a band's data with the band, and setlist entries with their song or setlist", async () => {
    const { id: userId } = await user("cascade@example.com");
    const { id: bandId } = await band(userId, "CODE-CASCADE");
    await db.insertInto("bandMemberships").values({ userId, bandId, role: "owner", joinedAt: now }).execute();
    const song = await db
      .insertInto("songs")
      .values({ name: "Amazing Grace", bandId, userId, createdAt: now, lastUpdated: now, isCover: true })
      .returning("id")
      .executeTakeFirstOrThrow();
    const otherSong = await db
      .insertInto("songs")
      .values({ name: "Shenandoah", bandId, userId, createdAt: now, lastUpdated: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    const setlist = await db
      .insertInto("setlists")
      .values({ venue: "The Basement", date: "2026-12-01", bandId, userId, createdAt: now, updatedAt: now })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("setlistSongs")
      .values([
        { setlistId: setlist.id, songId: song.id, position: 1 },
        { setlistId: setlist.id, songId: otherSong.id, position: 2 },
      ])
      .execute();

    await db.deleteFrom("songs").where("id", "=", song.id).execute();
    const left = await db
      .selectFrom("setlistSongs")
      .select("songId")
      .where("setlistId", "=", setlist.id)
      .execute();
    expect(left).toEqual([{ songId: otherSong.id }]);

    await db.deleteFrom("bands").where("id", "=", bandId).execute();
    for (const table of ["songs", "setlists", "bandMemberships"] as const) {
      const rows = await db.selectFrom(table).selectAll().where("bandId", "=", bandId).execute();
      expect(rows, table).toEqual([]);
    }
    expect(
      await db.selectFrom("setlistSongs").selectAll().where("setlistId", "=", setlist.id).execute(),
    ).toEqual([]);
  });
});

describe.runIf(testDialect === "postgres")("migrations on both dialects", () => {
  it("produce the same tables, columns, nullability and defaults on SQLite and PostgreSQL", async () => {
    const sqlite = await createTestDatabase("sqlite");
    const postgres = await createTestDatabase("postgres");
    try {
      expect(await describeSchema(postgres)).toEqual(await describeSchema(sqlite));
    } finally {
      await sqlite.close();
      await postgres.close();
    }
  });
});
