import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { useRefreshCurrentUser } from "./sign-in";

const invitePath = (token: string) => `/api/auth/beta-invite/${encodeURIComponent(token)}`;

/** The invited address, or a 400 whose message says why the invite is not valid (spec §7). */
export const betaInviteQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ["/api/auth/beta-invite", token],
    queryFn: () => api.get<{ email: string }>(invitePath(token)),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useBetaInvite(token: string) {
  return useQuery({ ...betaInviteQueryOptions(token), enabled: token.length > 0 });
}

export interface BetaAccountInput {
  firstName: string;
  lastName: string;
  password: string;
}

export function createBetaAccount(token: string, input: BetaAccountInput): Promise<unknown> {
  return api.post(`${invitePath(token)}/create-account`, input);
}

export function useCreateBetaAccount(token: string) {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({
    mutationFn: (input: BetaAccountInput) => createBetaAccount(token, input),
    onSuccess: () => refreshCurrentUser(),
  });
}
