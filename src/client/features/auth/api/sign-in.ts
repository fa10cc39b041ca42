import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "../../../../shared/auth";
import { ApiError, api } from "../../../lib/api-client";
import { CURRENT_USER_PATH } from "./get-current-user";

export function signIn(input: LoginInput): Promise<{ success: boolean }> {
  return api.post("/api/auth/login", input);
}

/** True when the server refused the sign-in because the e-mail is not verified yet (spec §7, §8). */
export function requiresVerification(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 403 || !error.body) return false;
  return (error.body as { requiresVerification?: boolean }).requiresVerification === true;
}

/** After a new session starts, every page must read the user again (spec §7: cache invalidated after login). */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [CURRENT_USER_PATH], refetchType: "all" });
}

export function useSignIn() {
  const refreshCurrentUser = useRefreshCurrentUser();
  return useMutation({ mutationFn: signIn, onSuccess: () => refreshCurrentUser() });
}
