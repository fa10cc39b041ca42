import type { Kysely } from "kysely";
import { appLink } from "../../config";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/values";
import type { Mailer } from "../mail/mailer";
import { songActivityEmail } from "../mail/templates";

type Db = Kysely<Database>;

export type SongNotificationType = "new_song" | "song_updated";

/** A burst of saves within this window becomes one e-mail. */
export const NOTIFICATION_BATCH_DELAY_MS = 2 * 60 * 1000;

/**
 * Queues a notice of a song added or changed for every other member who opted in. A member with a notice of
 * this song still waiting gets no second one: the batch already covers it.
 */
export async function queueSongNotification(
  db: Db,
  notice: { bandId: number; songId: number; type: SongNotificationType; actorId: number },
): Promise<void> {
  const optIn = notice.type === "new_song" ? "users.notifyOnNewSongs" : "users.notifyOnSongUpdates";
  const recipients = await db
    .selectFrom("bandMemberships")
    .innerJoin("users", "users.id", "bandMemberships.userId")
    .select("users.id")
    .where("bandMemberships.bandId", "=", notice.bandId)
    .where("users.id", "!=", notice.actorId)
    .where(optIn, "=", true)
    .where("users.emailVerified", "=", true)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("notificationQueue")
            .select("notificationQueue.id")
            .whereRef("notificationQueue.userId", "=", "users.id")
            .where("notificationQueue.songId", "=", notice.songId)
            .where("notificationQueue.sent", "=", false),
        ),
      ),
    )
    .execute();
  if (recipients.length === 0) return;
  const now = nowIso();
  const scheduledFor = new Date(Date.now() + NOTIFICATION_BATCH_DELAY_MS).toISOString();
  await db
    .insertInto("notificationQueue")
    .values(
      recipients.map(({ id }) => ({
        userId: id,
        bandId: notice.bandId,
        songId: notice.songId,
        notificationType: notice.type,
        triggeredByUserId: notice.actorId,
        scheduledFor,
        createdAt: now,
      })),
    )
    .execute();
}

/** Sends every due notice, one e-mail per member and band, and marks them sent. Answers how many e-mails went. */
export async function deliverDueNotifications(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  now = new Date(),
): Promise<number> {
  const due = await db
    .selectFrom("notificationQueue")
    .innerJoin("users", "users.id", "notificationQueue.userId")
    .innerJoin("bands", "bands.id", "notificationQueue.bandId")
    .leftJoin("songs", "songs.id", "notificationQueue.songId")
    .select([
      "notificationQueue.id",
      "notificationQueue.userId",
      "notificationQueue.bandId",
      "notificationQueue.songId",
      "notificationQueue.notificationType",
      "users.email",
      "bands.name as bandName",
      "songs.name as songName",
    ])
    .where("notificationQueue.sent", "=", false)
    .where("notificationQueue.scheduledFor", "<=", now.toISOString())
    .orderBy("notificationQueue.id")
    .execute();

  const batches = new Map<string, typeof due>();
  for (const row of due) {
    const key = `${row.userId}:${row.bandId}`;
    batches.set(key, [...(batches.get(key) ?? []), row]);
  }
  let sent = 0;
  for (const rows of batches.values()) {
    const first = rows[0]!;
    const songs = rows
      .filter((row) => row.songId !== null && row.songName !== null)
      .map((row) => ({
        name: row.songName!,
        change: row.notificationType === "new_song" ? ("added" as const) : ("updated" as const),
        url: appLink({ APP_URL: appUrl }, `/songs/${row.songId}`),
      }));
    if (songs.length > 0) {
      await mailer.send(songActivityEmail(first.email, first.bandName, songs));
      sent += 1;
    }
    await db
      .updateTable("notificationQueue")
      .set({ sent: true })
      .where(
        "id",
        "in",
        rows.map((row) => row.id),
      )
      .execute();
  }
  return sent;
}
