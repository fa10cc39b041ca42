import { z } from "zod";
import { emailField } from "./auth";
import { BAND_NAME_MAX_LENGTH, INVITE_CODE_MAX_LENGTH } from "./limits";

/** Spec §5 messages, exactly. */
export const bandNameSchema = z
  .string({ error: "Band name is required" })
  .trim()
  .min(1, { error: "Band name is required" })
  .max(BAND_NAME_MAX_LENGTH, { error: `Band name must be at most ${BAND_NAME_MAX_LENGTH} characters` });

export const createBandSchema = z.object({ name: bandNameSchema });
export const updateBandSchema = z.object({ name: bandNameSchema });

export const joinBandSchema = z.object({
  inviteCode: z
    .string({ error: "Invite code is required" })
    .trim()
    .min(1, { error: "Invite code is required" })
    .max(INVITE_CODE_MAX_LENGTH, { error: "Invalid invite code or band not found." })
    // Codes are shown in capitals; people type them however their phone does.
    .transform((code) => code.toUpperCase()),
});

export const inviteMemberSchema = z.object({ email: emailField });

/** Path parameters are numbers; anything else is a 404, not a crash. */
export const idParam = z.coerce
  .number({ error: "Not found" })
  .int({ error: "Not found" })
  .positive({ error: "Not found" })
  .max(2_147_483_647, { error: "Not found" });

export type BandRole = "owner" | "member";

export interface BandSummary {
  id: number;
  name: string;
  inviteCode: string;
  ownerId: number;
  role: BandRole;
}

export interface BandMember {
  id: number;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  role: BandRole;
  joinedAt: string;
}

/** Spec §4: `{origin}?invite={inviteCode}`. */
export const inviteLink = (origin: string, inviteCode: string) =>
  `${origin}?invite=${encodeURIComponent(inviteCode)}`;
