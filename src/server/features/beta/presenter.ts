import type { Selectable } from "kysely";
import type { BetaSignupState, BetaSignupSummary } from "../../../shared/auth";
import type { BetaSignupsTable } from "../../db/schema";
import { readBool } from "../../db/values";

type SignupRow = Selectable<BetaSignupsTable>;

/** requested → approved → invite sent → registered; revoked stands apart. */
export function signupState(row: SignupRow): BetaSignupState {
  if (row.signedUpAt) return "registered";
  if (row.revokedAt && !readBool(row.approved)) return "revoked";
  if (readBool(row.inviteSent)) return "invite_sent";
  if (readBool(row.approved)) return "approved";
  return "requested";
}

export function presentSignup(row: SignupRow): BetaSignupSummary {
  return {
    id: row.id,
    email: row.email,
    source: row.source,
    state: signupState(row),
    createdAt: row.createdAt,
    approvedAt: row.approvedAt,
    inviteSentAt: row.inviteSentAt,
    inviteExpiresAt: row.inviteTokenExpiresAt,
    signedUpAt: row.signedUpAt,
  };
}
