import { z } from "zod";
import {
  EMAIL_MAX_LENGTH,
  INVITE_CODE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_PASSWORD_MIN_LENGTH,
  TOKEN_MAX_LENGTH,
} from "./limits";

/** Spec §5 messages, exactly; server routes and client forms share these schemas. */
export const emailField = z
  .string({ error: "Please enter a valid email address" })
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: "Please enter a valid email address" })
  .pipe(z.email({ error: "Please enter a valid email address" }))
  .transform((email) => email.toLowerCase());

const passwordTooLong = { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` };
const newPassword = z
  .string({ error: "Password must be at least 6 characters" })
  .min(PASSWORD_MIN_LENGTH, { error: "Password must be at least 6 characters" })
  .max(PASSWORD_MAX_LENGTH, passwordTooLong);
const firstName = z
  .string({ error: "First name is required" })
  .trim()
  .min(1, { error: "First name is required" })
  .max(NAME_MAX_LENGTH, { error: "First name is too long" });
const optionalLastName = z
  .string()
  .trim()
  .max(NAME_MAX_LENGTH, { error: "Last name is too long" })
  .optional();
const token = z.string({ error: "Required" }).trim().min(1, { error: "Required" }).max(TOKEN_MAX_LENGTH);

export const pollContextSchema = z.object({
  shareToken: z
    .string({ error: "Poll share token is required" })
    .min(1, { error: "Poll share token is required" }),
});

export const registerSchema = z.object({
  email: emailField,
  password: newPassword,
  firstName,
  lastName: optionalLastName,
  inviteCode: z.string().trim().max(INVITE_CODE_MAX_LENGTH).optional(),
  pollContext: pollContextSchema.optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(PASSWORD_MAX_LENGTH, passwordTooLong),
  pollContext: pollContextSchema.optional(),
});
export type LoginInput = z.input<typeof loginSchema>;

export const requestPasswordResetSchema = z.object({ email: emailField });

export const resetPasswordSchema = z.object({
  token,
  password: z
    .string({ error: "Password must be at least 8 characters" })
    .min(RESET_PASSWORD_MIN_LENGTH, { error: "Password must be at least 8 characters" })
    .max(PASSWORD_MAX_LENGTH, passwordTooLong),
});

/** The reset form adds a confirmation that must match (spec §5). */
export const resetPasswordFormSchema = resetPasswordSchema
  .omit({ token: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    error: "Passwords do not match",
    path: ["confirmPassword"],
  });

export const verifyEmailSchema = z.object({ token });
export const resendVerificationSchema = z.object({ email: emailField });

export const betaSignupSources = ["landing-page", "auth-page"] as const;
export const betaSignupSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .min(1, { error: "Email is required" })
    .max(EMAIL_MAX_LENGTH, { error: "Please enter a valid email address" })
    .pipe(z.email({ error: "Please enter a valid email address" }))
    .transform((email) => email.toLowerCase()),
  source: z.enum(betaSignupSources, { error: "Unknown signup source" }).default("landing-page"),
});

export const betaAccountSchema = z.object({
  firstName,
  lastName: z
    .string({ error: "Last name is required" })
    .trim()
    .min(1, { error: "Last name is required" })
    .max(NAME_MAX_LENGTH, { error: "Last name is too long" }),
  password: newPassword,
});

/** The beta account form (spec §5): confirmation of at least 6 that must match. */
export const betaAccountFormSchema = betaAccountSchema
  .extend({
    confirmPassword: z.string().min(PASSWORD_MIN_LENGTH, { error: "Please confirm your password" }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    error: "Passwords don't match",
    path: ["confirmPassword"],
  });

export const updateProfileSchema = z
  .object({
    firstName: firstName.optional(),
    lastName: optionalLastName.or(z.literal("")),
    notifyOnNewSongs: z.boolean().optional(),
    notifyOnSongUpdates: z.boolean().optional(),
  })
  .strict();

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: "Password is required" })
    .min(1, { error: "Password is required" })
    .max(PASSWORD_MAX_LENGTH),
  newPassword,
});

/** The signed-in user as `GET /api/auth/user` answers it. */
export interface CurrentUser {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  emailVerified: boolean;
  isAdmin: boolean;
  notifyOnNewSongs: boolean;
  notifyOnSongUpdates: boolean;
  createdAt: string;
}

/** Spec §8 neutral answer to a reset request, whatever the outcome. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If an account exists with that email, a password reset link has been sent. Please check your email.";
export const VERIFY_EMAIL_NOTICE =
  "Please verify your email before logging in. Check your inbox for the verification email.";

export const betaSignupStates = ["requested", "approved", "invite_sent", "registered", "revoked"] as const;
export type BetaSignupState = (typeof betaSignupStates)[number];

export interface BetaSignupSummary {
  id: number;
  email: string;
  source: string | null;
  state: BetaSignupState;
  createdAt: string;
  approvedAt: string | null;
  inviteSentAt: string | null;
  inviteExpiresAt: string | null;
  signedUpAt: string | null;
}
