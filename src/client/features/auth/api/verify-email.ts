import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";

export function verifyEmail(token: string): Promise<{ message: string }> {
  return api.post("/api/auth/verify-email", { token });
}

export function useVerifyEmail() {
  return useMutation({ mutationFn: verifyEmail });
}

export function resendVerification(email: string): Promise<{ message: string }> {
  return api.post("/api/auth/resend-verification", { email });
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
