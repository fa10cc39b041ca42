import { api } from "../../../lib/api-client";

/** Where a beta request was made (spec §7): the landing page or the auth screen's beta tab. */
export type BetaSignupSource = "landing-page" | "auth-page";

export function requestBetaAccess(email: string, source: BetaSignupSource): Promise<{ message: string }> {
  return api.post("/api/beta-signup", { email, source });
}
