import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import type { betaAccountSchema } from "../../../shared/auth";
import { appLink, type Config } from "../../config";
import type { Database } from "../../db/schema";
import { badRequest, conflict, notFound } from "../../errors";
import { hashToken, newSecretToken } from "../../tokens";
import { hashPassword } from "../auth/passwords";
import { findUserByEmail, insertUser } from "../auth/repository";
import { startSession } from "../auth/sessions";
import type { Mailer } from "../mail/mailer";
import { betaInviteEmail } from "../mail/templates";
import { presentSignup, signupState } from "./presenter";
import * as signups from "./repository";

type Db = Kysely<Database>;

/** Spec-free choice stated in the issue: invites are single-use and last a week. */
export const BETA_INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const BETA_SIGNUP_THANKS =
  "Thanks! You're on the list. We'll e-mail you an invite as soon as a spot opens.";
export const INVALID_INVITE_TOKEN_MESSAGE = "Invalid invite token";
export const EXPIRED_INVITE_TOKEN_MESSAGE = "This invite has expired. Ask for a new one.";

/** The same answer for a new or a repeated e-mail: nothing about the list is revealed. */
export async function requestAccess(db: Db, email: string, source: string, userAgent: string | undefined) {
  await signups.insertSignup(db, email, source, userAgent ? { userAgent: userAgent.slice(0, 300) } : {});
  return { success: true, message: BETA_SIGNUP_THANKS };
}

const inviteUrl = (config: Config, token: string) =>
  appLink(config, `/auth/beta-invite?token=${encodeURIComponent(token)}`);

async function issueInvite(db: Db, signupId: number, approvedBy: number | null, config: Config) {
  const token = newSecretToken();
  await signups.recordInvite(
    db,
    signupId,
    approvedBy,
    hashToken(token),
    new Date(Date.now() + BETA_INVITE_TTL_MS).toISOString(),
  );
  return inviteUrl(config, token);
}

export async function listSignups(db: Db) {
  return (await signups.listSignups(db)).map(presentSignup);
}

/** Approve and resend both (re)issue a fresh single-use link and e-mail it; an old link stops working. */
export async function sendInvite(db: Db, mailer: Mailer, config: Config, signupId: number, adminId: number) {
  const signup = await signups.findSignupById(db, signupId);
  if (!signup) throw notFound("Beta request not found");
  if (signupState(signup) === "registered") throw conflict("This person has already created an account.");
  const url = await issueInvite(db, signupId, adminId, config);
  await mailer.send(betaInviteEmail(signup.email, url));
  return presentSignup((await signups.findSignupById(db, signupId))!);
}

export async function revoke(db: Db, signupId: number) {
  const signup = await signups.findSignupById(db, signupId);
  if (!signup) throw notFound("Beta request not found");
  if (signupState(signup) === "registered") throw conflict("This person has already created an account.");
  await signups.revokeInvite(db, signupId);
  return presentSignup((await signups.findSignupById(db, signupId))!);
}

async function findValidInvite(db: Db, token: string) {
  const signup = await signups.findSignupByInviteToken(db, hashToken(token));
  if (!signup) throw badRequest(INVALID_INVITE_TOKEN_MESSAGE);
  if (!signup.inviteTokenExpiresAt || Date.parse(signup.inviteTokenExpiresAt) <= Date.now()) {
    throw badRequest(EXPIRED_INVITE_TOKEN_MESSAGE);
  }
  return signup;
}

export async function validateInvite(db: Db, token: string) {
  const signup = await findValidInvite(db, token);
  return { email: signup.email };
}

export async function createAccountFromInvite(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  input: z.output<typeof betaAccountSchema>,
) {
  const { db } = request.server.database;
  const signup = await findValidInvite(db, token);
  if (await findUserByEmail(db, signup.email)) {
    throw conflict("An account with this email already exists. Sign in instead.");
  }
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction().execute(async (trx) => {
    if (!(await signups.markRegistered(trx, signup.id, hashToken(token))))
      throw badRequest(INVALID_INVITE_TOKEN_MESSAGE);
    const adminEmail = request.server.config.ADMIN_EMAIL;
    return insertUser(trx, {
      email: signup.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      // The invite arrived in this inbox, so the address is proven.
      emailVerified: true,
      isAdmin: adminEmail !== undefined && signup.email === adminEmail.toLowerCase(),
      signupSource: signup.source ?? "beta-invite",
    });
  });
  await startSession(request, reply, user.id);
  return { success: true, user: { id: user.id, email: user.email, firstName: user.firstName } };
}

/**
 * First run with `ADMIN_EMAIL` set and no such account: a fresh one-time link that creates it, for the
 * server to print at start. Each start replaces the previous link.
 */
export async function adminSetupLink(db: Db, config: Config): Promise<string | null> {
  const adminEmail = config.ADMIN_EMAIL?.toLowerCase();
  if (!adminEmail || (await findUserByEmail(db, adminEmail))) return null;
  await signups.insertSignup(db, adminEmail, "admin-setup", {});
  const signup = await signups.findSignupByEmail(db, adminEmail);
  return issueInvite(db, signup!.id, null, config);
}
