import type { FastifyRequest } from "fastify";
import { forbidden, notFound } from "../../errors";
import { requireUser } from "../auth/sessions";
import { findMembership } from "./repository";

export type BandRole = "owner" | "member";

declare const provenMembership: unique symbol;

/**
 * Proof that a signed-in user belongs to a band, with their role. Only `requireMembership` makes one, so a
 * service that takes it cannot be reached for a band the caller is not in.
 */
export interface BandMembership {
  readonly bandId: number;
  readonly userId: number;
  readonly role: BandRole;
  readonly [provenMembership]: true;
}

export const BAND_NOT_FOUND_MESSAGE = "Band not found";

/** 401 when signed out; 404 (never 403) for a band the user is not in, so its existence stays private. */
export async function requireMembership(request: FastifyRequest, bandId: number): Promise<BandMembership> {
  const user = await requireUser(request);
  const row = await findMembership(request.server.database.db, bandId, user.id);
  if (!row) throw notFound(BAND_NOT_FOUND_MESSAGE);
  return { bandId, userId: user.id, role: row.role === "owner" ? "owner" : "member" } as BandMembership;
}

export function requireOwner(membership: BandMembership, message = "Only the band owner can do that."): void {
  if (membership.role !== "owner") throw forbidden(message);
}
