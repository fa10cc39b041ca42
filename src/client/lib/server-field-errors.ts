import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiError } from "./api-client";

/**
 * Puts the server's per-field messages (`fields` of the error body, DESIGN §4) under the matching inputs.
 * Answers whether any field of the form got one, so the caller shows the general message only otherwise.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): boolean {
  if (!(error instanceof ApiError) || !error.body?.fields) return false;
  let applied = false;
  for (const [name, message] of Object.entries(error.body.fields)) {
    if ((fieldNames as readonly string[]).includes(name)) {
      setError(name as Path<T>, { type: "server", message });
      applied = true;
    }
  }
  return applied;
}
