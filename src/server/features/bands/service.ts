import type { Kysely } from "kysely";
import type { CurrentUser } from "../../../shared/auth";
import { type BandSummary, inviteLink } from "../../../shared/bands";
import type { Database } from "../../db/schema";
import { badRequest, forbidden, notFound } from "../../errors";
import { newInviteCode } from "../../tokens";
import type { Mailer } from "../mail/mailer";
import { bandInviteEmail } from "../mail/templates";
import { addDemoSongs } from "../songs/service";
import { type BandMembership, requireOwner } from "./gate";
import { presentBand, presentMember } from "./presenter";
import * as bands from "./repository";

type Db = Kysely<Database>;

/** Invite codes are random; a clash is astronomically rare but must not fail the request. */
const INVITE_CODE_ATTEMPTS = 5;

export const INVALID_INVITE_CODE_MESSAGE = "Invalid invite code or band not found.";

export async function listBands(db: Db, userId: number): Promise<BandSummary[]> {
  return (await bands.listBandsOfUser(db, userId)).map(presentBand);
}

export async function createBand(db: Db, userId: number, name: string): Promise<BandSummary> {
  const band = await withFreshInviteCode((inviteCode) =>
    bands.insertBandWithOwner(db, name, userId, inviteCode),
  );
  await addDemoSongs(db, band.id, userId);
  return presentBand({ ...band, role: "owner" });
}

/** Runs `write` with a new random code, again with another one if the code clashed with a band's. */
async function withFreshInviteCode<T>(write: (inviteCode: string) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write(newInviteCode());
    } catch (error) {
      if (attempt >= INVITE_CODE_ATTEMPTS) throw error;
    }
  }
}

export const findBandByInviteCode = (db: Db, inviteCode: string) =>
  bands.findBandByInviteCode(db, inviteCode.trim().toUpperCase());

/** Adds the user to the band; joining a band one is already in is not an error. */
export async function joinBand(db: Db, bandId: number, userId: number): Promise<void> {
  if (await bands.insertMembership(db, bandId, userId)) await bands.touchBand(db, bandId);
}

export async function joinBandWithCode(db: Db, userId: number, inviteCode: string) {
  const band = await findBandByInviteCode(db, inviteCode);
  if (!band) throw notFound(INVALID_INVITE_CODE_MESSAGE);
  await joinBand(db, band.id, userId);
  return { id: band.id, name: band.name, bandName: band.name };
}

export async function renameBand(db: Db, membership: BandMembership, name: string) {
  requireOwner(membership, "Only the band owner can rename the band.");
  await bands.renameBand(db, membership.bandId, name);
  return { success: true };
}

export async function deleteBand(db: Db, membership: BandMembership) {
  requireOwner(membership, "Only the band owner can delete the band.");
  await bands.deleteBand(db, membership.bandId);
  return { success: true };
}

export async function listMembers(db: Db, membership: BandMembership) {
  return (await bands.listMembers(db, membership.bandId)).map(presentMember);
}

export async function removeMember(db: Db, membership: BandMembership, memberId: number) {
  requireOwner(membership, "Only the band owner can remove members.");
  if (memberId === membership.userId) throw forbidden("You can't remove yourself. Delete the band instead.");
  if (!(await bands.deleteMembership(db, membership.bandId, memberId)))
    throw notFound("That person is not in this band.");
  return { success: true };
}

export async function leaveBand(db: Db, membership: BandMembership) {
  if (membership.role === "owner") {
    throw forbidden("The owner can't leave the band. Delete the band instead.");
  }
  await bands.deleteMembership(db, membership.bandId, membership.userId);
  return { success: true };
}

export async function resetInviteCode(db: Db, membership: BandMembership) {
  requireOwner(membership, "Only the band owner can reset the invite code.");
  return withFreshInviteCode(async (inviteCode) => {
    await bands.replaceInviteCode(db, membership.bandId, inviteCode);
    return { inviteCode };
  });
}

/** Any member may invite (spec §2 invite dialog); the e-mail carries the band's invite link. */
export async function inviteByEmail(
  db: Db,
  mailer: Mailer,
  membership: BandMembership,
  inviter: CurrentUser,
  email: string,
  appUrl: string,
) {
  const band = await bands.findBandById(db, membership.bandId);
  if (!band) throw notFound();
  const inviterName = [inviter.firstName, inviter.lastName].filter(Boolean).join(" ") || inviter.email;
  if (email === inviter.email)
    throw badRequest("That's your own address. Invite a bandmate instead.", {
      email: "That's your own address.",
    });
  await mailer.send(
    bandInviteEmail(email, band.name, inviterName, inviteLink(new URL(appUrl).origin, band.inviteCode)),
  );
  return { success: true, message: "Invitation sent successfully!" };
}
