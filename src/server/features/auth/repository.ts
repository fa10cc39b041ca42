import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/values";

type Db = Kysely<Database>;

export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();

export const findUserById = (db: Db, id: number) =>
  db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export interface NewUser {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  signupSource: string;
  emailVerificationToken?: string;
  emailVerificationExpiresAt?: string;
}

export async function insertUser(db: Db, user: NewUser) {
  const now = nowIso();
  return db
    .insertInto("users")
    .values({ ...user, createdAt: now, updatedAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function setVerificationToken(db: Db, userId: number, tokenHash: string, expiresAt: string) {
  await db
    .updateTable("users")
    .set({ emailVerificationToken: tokenHash, emailVerificationExpiresAt: expiresAt, updatedAt: nowIso() })
    .where("id", "=", userId)
    .execute();
}

export const findUserByVerificationToken = (db: Db, tokenHash: string) =>
  db.selectFrom("users").selectAll().where("emailVerificationToken", "=", tokenHash).executeTakeFirst();

export async function markEmailVerified(db: Db, userId: number) {
  await db
    .updateTable("users")
    .set({
      emailVerified: true,
      emailVerificationToken: null,
      emailVerificationExpiresAt: null,
      updatedAt: nowIso(),
    })
    .where("id", "=", userId)
    .execute();
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db.updateTable("users").set({ passwordHash, updatedAt: nowIso() }).where("id", "=", userId).execute();
}

export async function updateProfile(
  db: Db,
  userId: number,
  changes: {
    firstName?: string;
    lastName?: string | null;
    notifyOnNewSongs?: boolean;
    notifyOnSongUpdates?: boolean;
  },
) {
  await db
    .updateTable("users")
    .set({ ...changes, updatedAt: nowIso() })
    .where("id", "=", userId)
    .execute();
}

export async function insertResetToken(db: Db, userId: number, tokenHash: string, expiresAt: string) {
  // One live reset link per user: a new request replaces the old one.
  await db
    .deleteFrom("passwordResetTokens")
    .where("userId", "=", userId)
    .where("usedAt", "is", null)
    .execute();
  await db
    .insertInto("passwordResetTokens")
    .values({ userId, token: tokenHash, expiresAt, createdAt: nowIso() })
    .execute();
}

export const findResetToken = (db: Db, tokenHash: string) =>
  db.selectFrom("passwordResetTokens").selectAll().where("token", "=", tokenHash).executeTakeFirst();

export async function markResetTokenUsed(db: Db, id: number): Promise<boolean> {
  const result = await db
    .updateTable("passwordResetTokens")
    .set({ usedAt: nowIso() })
    .where("id", "=", id)
    .where("usedAt", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
