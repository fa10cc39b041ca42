import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return api.post("/api/auth/request-password-reset", { email });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

export function resetPassword(input: { token: string; password: string }): Promise<{ message?: string }> {
  return api.post("/api/auth/reset-password", input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
