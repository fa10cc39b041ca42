import type { FastifyReply, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { z } from "zod";
import {
  type changePasswordSchema,
  type loginSchema,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  type registerSchema,
  type updateProfileSchema,
  VERIFY_EMAIL_NOTICE,
} from "../../../shared/auth";
import { appLink, type Config } from "../../config";
import type { Database } from "../../db/schema";
import { badRequest, forbidden, HttpError, unauthorized } from "../../errors";
import { hashToken, newSecretToken } from "../../tokens";
import { findBandByInviteCode, INVALID_INVITE_CODE_MESSAGE, joinBand } from "../bands/service";
import { alreadyRegisteredEmail, passwordResetEmail, verificationEmail } from "../mail/templates";
import { decoyPasswordHash, hashPassword, verifyPassword } from "./passwords";
import * as users from "./repository";
import { endOtherSessions, startSession } from "./sessions";

/** Spec-free choice: a day to click the verification link, as most services give. */
export const EMAIL_VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
/** Reset links are more dangerous than verification links, so they live one hour. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

type RegisterInput = z.output<typeof registerSchema>;
type LoginInput = z.output<typeof loginSchema>;

export const PRIVATE_BETA_MESSAGE =
  "Bandbook is in private beta. Request access, or use the invite code your band gave you.";

/**
 * Registration (spec §5, §7). The first account of a fresh install becomes the admin and is signed in at
 * once; after that a band invite code is the way in. An address that already has an account gets an e-mail
 * instead, and the caller gets the same answer, so the form never reveals who has an account.
 */
export async function register(request: FastifyRequest, reply: FastifyReply, input: RegisterInput) {
  const { db } = request.server.database;
  // With ADMIN_EMAIL set, the admin's printed link is the only way in without an invite.
  const firstAccount = await needsFirstAccount(db, request.server.config);
  const band = input.inviteCode ? await findBandByInviteCode(db, input.inviteCode) : undefined;
  if (!firstAccount) {
    if (!input.inviteCode) throw forbidden(PRIVATE_BETA_MESSAGE);
    if (!band) throw badRequest(INVALID_INVITE_CODE_MESSAGE, { inviteCode: INVALID_INVITE_CODE_MESSAGE });
  }

  const existing = await users.findUserByEmail(db, input.email);
  if (existing) {
    await request.server.mailer.send(
      alreadyRegisteredEmail(input.email, appLink(request.server.config, "/auth")),
    );
    return { emailVerified: false, message: VERIFY_EMAIL_NOTICE };
  }

  const user = await users.insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    firstName: input.firstName,
    lastName: input.lastName || null,
    // The person installing Bandbook is its operator: no inbox round-trip before the first sign-in.
    emailVerified: firstAccount,
    isAdmin: firstAccount,
    signupSource: band ? "band-invite" : "first-run",
  });
  if (band) await joinBand(db, band.id, user.id);

  if (firstAccount) {
    await startSession(request, reply, user.id);
    return { emailVerified: true, message: "Welcome to Bandbook!" };
  }
  await sendVerification(request, user.id, user.email);
  return { emailVerified: false, message: VERIFY_EMAIL_NOTICE };
}

async function sendVerification(request: FastifyRequest, userId: number, email: string) {
  const token = newSecretToken();
  const expiresAt = new Date(Date.now() + EMAIL_VERIFICATION_TTL_MS).toISOString();
  await users.setVerificationToken(request.server.database.db, userId, hashToken(token), expiresAt);
  await request.server.mailer.send(
    verificationEmail(
      email,
      appLink(request.server.config, `/auth/verify-email?token=${encodeURIComponent(token)}`),
    ),
  );
}

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

export async function login(request: FastifyRequest, reply: FastifyReply, input: LoginInput) {
  const { db } = request.server.database;
  const user = await users.findUserByEmail(db, input.email);
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), input.password);
  if (!user || !passwordOk) throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
  if (!user.emailVerified) {
    throw new HttpError(403, VERIFY_EMAIL_NOTICE, "forbidden", undefined, { requiresVerification: true });
  }
  await startSession(request, reply, user.id);
  return { success: true };
}

export const VERIFICATION_INVALID_MESSAGE =
  "This verification link is invalid or has expired. Request a new one below.";

export async function verifyEmail(request: FastifyRequest, token: string) {
  const { db } = request.server.database;
  const user = await users.findUserByVerificationToken(db, hashToken(token));
  const expired =
    !user?.emailVerificationExpiresAt || Date.parse(user.emailVerificationExpiresAt) <= Date.now();
  if (!user || expired) throw badRequest(VERIFICATION_INVALID_MESSAGE);
  await users.markEmailVerified(db, user.id);
  return { success: true, message: "Your email is verified. You can sign in now." };
}

export const VERIFICATION_RESENT_MESSAGE =
  "If that address has an account waiting for verification, a new link is on its way.";

export async function resendVerification(request: FastifyRequest, email: string) {
  const user = await users.findUserByEmail(request.server.database.db, email);
  if (user && !user.emailVerified) await sendVerification(request, user.id, user.email);
  return { message: VERIFICATION_RESENT_MESSAGE };
}

export async function requestPasswordReset(request: FastifyRequest, email: string) {
  const { db } = request.server.database;
  const user = await users.findUserByEmail(db, email);
  if (user) {
    const token = newSecretToken();
    await users.insertResetToken(
      db,
      user.id,
      hashToken(token),
      new Date(Date.now() + PASSWORD_RESET_TTL_MS).toISOString(),
    );
    await request.server.mailer.send(
      passwordResetEmail(
        user.email,
        appLink(request.server.config, `/auth?token=${encodeURIComponent(token)}`),
      ),
    );
  }
  return { message: PASSWORD_RESET_REQUESTED_MESSAGE };
}

export const RESET_LINK_INVALID_MESSAGE =
  "This reset link is invalid or has expired. Please request a new one.";

export async function resetPassword(request: FastifyRequest, token: string, password: string) {
  const { db } = request.server.database;
  const reset = await users.findResetToken(db, hashToken(token));
  if (!reset || reset.usedAt || Date.parse(reset.expiresAt) <= Date.now())
    throw badRequest(RESET_LINK_INVALID_MESSAGE);
  // The conditional update makes the token single-use even when two resets race.
  if (!(await users.markResetTokenUsed(db, reset.id))) throw badRequest(RESET_LINK_INVALID_MESSAGE);
  await users.updatePasswordHash(db, reset.userId, await hashPassword(password));
  // Whoever had the old password is signed out everywhere; the link also proves the inbox, so verify it.
  await endOtherSessions(request, reset.userId);
  await users.markEmailVerified(db, reset.userId);
  return { success: true, message: "Your password has been reset. Sign in with your new password." };
}

export async function updateProfile(
  request: FastifyRequest,
  userId: number,
  changes: z.output<typeof updateProfileSchema>,
) {
  const { lastName, ...rest } = changes;
  await users.updateProfile(request.server.database.db, userId, {
    ...rest,
    ...(lastName !== undefined ? { lastName: lastName || null } : {}),
  });
}

export const WRONG_CURRENT_PASSWORD_MESSAGE = "Your current password is not right.";

export async function changePassword(
  request: FastifyRequest,
  userId: number,
  input: z.output<typeof changePasswordSchema>,
) {
  const { db } = request.server.database;
  const user = await users.findUserById(db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, { currentPassword: WRONG_CURRENT_PASSWORD_MESSAGE });
  }
  await users.updatePasswordHash(db, userId, await hashPassword(input.newPassword));
  await endOtherSessions(request, userId);
  return { success: true };
}

/** A fresh install has no account yet: the auth screen then offers to create the first (admin) one. */
export async function needsFirstAccount(
  db: Kysely<Database>,
  config: Pick<Config, "ADMIN_EMAIL">,
): Promise<boolean> {
  return !config.ADMIN_EMAIL && (await users.countUsers(db)) === 0;
}
