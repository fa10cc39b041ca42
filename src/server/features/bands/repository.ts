import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/values";

type Db = Kysely<Database>;

export const findBandById = (db: Db, bandId: number) =>
  db.selectFrom("bands").selectAll().where("id", "=", bandId).executeTakeFirst();

export const findBandByInviteCode = (db: Db, inviteCode: string) =>
  db.selectFrom("bands").selectAll().where("inviteCode", "=", inviteCode).executeTakeFirst();

export const findMembership = (db: Db, bandId: number, userId: number) =>
  db
    .selectFrom("bandMemberships")
    .select(["bandId", "userId", "role"])
    .where("bandId", "=", bandId)
    .where("userId", "=", userId)
    .executeTakeFirst();

export const listBandsOfUser = (db: Db, userId: number) =>
  db
    .selectFrom("bands")
    .innerJoin("bandMemberships", "bandMemberships.bandId", "bands.id")
    .select([
      "bands.id",
      "bands.name",
      "bands.inviteCode",
      "bands.ownerId",
      "bandMemberships.role",
      "bands.createdAt",
    ])
    .where("bandMemberships.userId", "=", userId)
    .orderBy("bandMemberships.joinedAt")
    .orderBy("bands.id")
    .execute();

export async function insertBandWithOwner(db: Db, name: string, ownerId: number, inviteCode: string) {
  return db.transaction().execute(async (trx) => {
    const now = nowIso();
    const band = await trx
      .insertInto("bands")
      .values({ name, ownerId, inviteCode, lastActivityAt: now, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("bandMemberships")
      .values({ bandId: band.id, userId: ownerId, role: "owner", joinedAt: now })
      .execute();
    return band;
  });
}

/** Adds a member unless already one; answers whether a row was added. */
export async function insertMembership(db: Db, bandId: number, userId: number): Promise<boolean> {
  const result = await db
    .insertInto("bandMemberships")
    .values({ bandId, userId, role: "member", joinedAt: nowIso() })
    .onConflict((oc) => oc.columns(["userId", "bandId"]).doNothing())
    .returning("userId")
    .executeTakeFirst();
  return result !== undefined;
}

export async function renameBand(db: Db, bandId: number, name: string) {
  await db.updateTable("bands").set({ name, updatedAt: nowIso() }).where("id", "=", bandId).execute();
}

export async function replaceInviteCode(db: Db, bandId: number, inviteCode: string) {
  await db.updateTable("bands").set({ inviteCode, updatedAt: nowIso() }).where("id", "=", bandId).execute();
}

/** Foreign keys cascade every band-owned row (songs, setlists, polls, practices and their children). */
export async function deleteBand(db: Db, bandId: number) {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("bands").where("id", "=", bandId).execute();
  });
}

export const listMembers = (db: Db, bandId: number) =>
  db
    .selectFrom("bandMemberships")
    .innerJoin("users", "users.id", "bandMemberships.userId")
    .select([
      "users.id",
      "users.email",
      "users.firstName",
      "users.lastName",
      "users.profileImageUrl",
      "bandMemberships.role",
      "bandMemberships.joinedAt",
    ])
    .where("bandMemberships.bandId", "=", bandId)
    .orderBy("bandMemberships.joinedAt")
    .orderBy("users.id")
    .execute();

export async function deleteMembership(db: Db, bandId: number, userId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("bandMemberships")
    .where("bandId", "=", bandId)
    .where("userId", "=", userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function touchBand(db: Db, bandId: number) {
  await db.updateTable("bands").set({ lastActivityAt: nowIso() }).where("id", "=", bandId).execute();
}
