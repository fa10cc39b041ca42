import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { CurrentUser } from "../../../shared/auth";
import type { Database } from "../../db/schema";
import { nowIso, writeJson } from "../../db/values";
import { unauthorized } from "../../errors";
import { hashToken, newSecretToken } from "../../tokens";
import { presentCurrentUser } from "./presenter";

export const SESSION_COOKIE = "bandbook_session";
/** Spec-free choice: a month, renewed on use, so a gigging musician is never signed out mid-set. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Renew at most hourly, to keep a write off every request. */
const SESSION_RENEW_AFTER_MS = 60 * 60 * 1000;

declare module "fastify" {
  interface FastifyRequest {
    /** Cached per request: undefined until looked up, null when signed out. */
    sessionUserCache?: CurrentUser | null;
    /** Set when this request renewed its session; the onSend hook re-sends the cookie. */
    renewedSession?: { token: string; expires: Date };
  }
}

function setSessionCookie(app: FastifyInstance, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: app.config.APP_URL.startsWith("https://"),
    expires,
  });
}

const expiryFromNow = () => new Date(Date.now() + SESSION_TTL_MS);

/** Signs `userId` in: a new random token in the cookie, its hash in the sessions table. */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const { db } = request.server.database;
  const token = newSecretToken();
  const expires = expiryFromNow();
  await db
    .insertInto("sessions")
    .values({
      sid: hashToken(token),
      sess: writeJson({ createdAt: nowIso() }),
      expire: expires.toISOString(),
      userId,
    })
    .execute();
  await db.updateTable("users").set({ lastActiveAt: nowIso() }).where("id", "=", userId).execute();
  setSessionCookie(request.server, reply, token, expires);
  request.sessionUserCache = undefined;
}

export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (token)
    await request.server.database.db.deleteFrom("sessions").where("sid", "=", hashToken(token)).execute();
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
  request.sessionUserCache = null;
}

/** Ends every session of a user except the one making this request (after a password reset or change). */
export async function endOtherSessions(request: FastifyRequest, userId: number): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  let query = request.server.database.db.deleteFrom("sessions").where("userId", "=", userId);
  if (token) query = query.where("sid", "!=", hashToken(token));
  await query.execute();
}

/** The signed-in user of this request, or null. Renews the session when it is used. */
export async function currentUser(request: FastifyRequest): Promise<CurrentUser | null> {
  if (request.sessionUserCache !== undefined) return request.sessionUserCache;
  request.sessionUserCache = await lookUpSessionUser(request);
  return request.sessionUserCache;
}

/** The signed-in user, or a 401 that the client turns into the sign-in redirect. */
export async function requireUser(request: FastifyRequest): Promise<CurrentUser> {
  const user = await currentUser(request);
  if (!user) throw unauthorized();
  return user;
}

async function lookUpSessionUser(request: FastifyRequest): Promise<CurrentUser | null> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  const { db } = request.server.database;
  const sid = hashToken(token);
  const row = await db
    .selectFrom("sessions")
    .innerJoin("users", "users.id", "sessions.userId")
    .selectAll("users")
    .select("sessions.expire")
    .where("sessions.sid", "=", sid)
    .executeTakeFirst();
  if (!row) return null;
  const now = Date.now();
  const expiresAt = Date.parse(row.expire);
  if (expiresAt <= now) {
    await db.deleteFrom("sessions").where("sid", "=", sid).execute();
    return null;
  }
  if (expiresAt - now < SESSION_TTL_MS - SESSION_RENEW_AFTER_MS) await renew(request, db, sid, token, row.id);
  return presentCurrentUser(row, request.server.config.ADMIN_EMAIL);
}

async function renew(
  request: FastifyRequest,
  db: Kysely<Database>,
  sid: string,
  token: string,
  userId: number,
) {
  const expires = expiryFromNow();
  await db.updateTable("sessions").set({ expire: expires.toISOString() }).where("sid", "=", sid).execute();
  await db.updateTable("users").set({ lastActiveAt: nowIso() }).where("id", "=", userId).execute();
  // The reply is not in scope here; the hook below re-sends the cookie with the new expiry.
  request.renewedSession = { token, expires };
}

/** Sends the cookie again, with its new expiry, when the request renewed its session. */
export function registerSessionRenewal(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply) => {
    if (request.renewedSession && request.sessionUserCache) {
      setSessionCookie(app, reply, request.renewedSession.token, request.renewedSession.expires);
    }
  });
}

/** Expired rows are also refused on read; the background worker's sweep only keeps the table small. */
export async function deleteExpiredSessions(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom("sessions").where("expire", "<=", nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
