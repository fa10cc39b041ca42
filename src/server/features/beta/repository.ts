import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { nowIso, writeJson } from "../../db/values";

type Db = Kysely<Database>;

export const findSignupByEmail = (db: Db, email: string) =>
  db.selectFrom("betaSignups").selectAll().where("email", "=", email).executeTakeFirst();

export const findSignupById = (db: Db, id: number) =>
  db.selectFrom("betaSignups").selectAll().where("id", "=", id).executeTakeFirst();

export const findSignupByInviteToken = (db: Db, tokenHash: string) =>
  db.selectFrom("betaSignups").selectAll().where("inviteToken", "=", tokenHash).executeTakeFirst();

/** Inserts a request; a repeated e-mail changes nothing. */
export async function insertSignup(db: Db, email: string, source: string, metadata: Record<string, unknown>) {
  await db
    .insertInto("betaSignups")
    .values({ email, source, metadata: writeJson(metadata), createdAt: nowIso() })
    .onConflict((oc) => oc.column("email").doNothing())
    .execute();
}

export const listSignups = (db: Db) =>
  db.selectFrom("betaSignups").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc").execute();

export async function recordInvite(
  db: Db,
  id: number,
  approvedBy: number | null,
  tokenHash: string,
  expiresAt: string,
) {
  const now = nowIso();
  const existing = await findSignupById(db, id);
  await db
    .updateTable("betaSignups")
    .set({
      approved: true,
      approvedAt: existing?.approvedAt ?? now,
      approvedBy: existing?.approvedBy ?? approvedBy,
      inviteSent: true,
      inviteSentAt: now,
      inviteToken: tokenHash,
      inviteTokenExpiresAt: expiresAt,
      revokedAt: null,
    })
    .where("id", "=", id)
    .execute();
}

export async function revokeInvite(db: Db, id: number) {
  await db
    .updateTable("betaSignups")
    .set({ approved: false, inviteToken: null, inviteTokenExpiresAt: null, revokedAt: nowIso() })
    .where("id", "=", id)
    .execute();
}

/** Clears the token as the account is made, so an invite link works once. */
export async function markRegistered(db: Db, id: number, tokenHash: string): Promise<boolean> {
  const result = await db
    .updateTable("betaSignups")
    .set({ signedUpAt: nowIso(), inviteToken: null, inviteTokenExpiresAt: null })
    .where("id", "=", id)
    .where("inviteToken", "=", tokenHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
