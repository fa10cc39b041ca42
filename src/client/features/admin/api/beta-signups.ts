import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { BetaSignupSummary } from "../../../../shared/auth";
import { api } from "../../../lib/api-client";

const BETA_SIGNUPS_PATH = "/api/admin/beta-signups";

export const betaSignupsQueryOptions = () =>
  queryOptions({
    queryKey: [BETA_SIGNUPS_PATH],
    queryFn: () => api.get<BetaSignupSummary[]>(BETA_SIGNUPS_PATH),
  });

export function useBetaSignups() {
  return useQuery(betaSignupsQueryOptions());
}

/** Approve sends the invite e-mail; resend sends a fresh one; revoke cancels any invite not yet used. */
export type BetaSignupAction = "approve" | "resend" | "revoke";

export function actOnBetaSignup(id: number, action: BetaSignupAction): Promise<BetaSignupSummary> {
  return api.post(`${BETA_SIGNUPS_PATH}/${id}/${action}`);
}

export function useBetaSignupAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: BetaSignupAction }) => actOnBetaSignup(id, action),
    onSuccess: (updated) => {
      queryClient.setQueryData<BetaSignupSummary[]>(betaSignupsQueryOptions().queryKey, (rows) =>
        rows?.map((row) => (row.id === updated.id ? updated : row)),
      );
    },
  });
}
