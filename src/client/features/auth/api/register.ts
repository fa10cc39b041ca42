import { useMutation } from "@tanstack/react-query";
import type { RegisterInput } from "../../../../shared/auth";
import { api } from "../../../lib/api-client";

export interface RegisterResult {
  emailVerified: boolean;
  message?: string;
}

export function register(input: RegisterInput): Promise<RegisterResult> {
  return api.post("/api/auth/register", input);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
