import { toast } from "sonner";
import { isUnauthorizedError } from "../../lib/api-client";
import { handleUnauthorized } from "../../lib/unauthorized";

/** A failed band call: the spec §8 toast, or the signed-out path when the session has ended. */
export function notifyFailure(error: unknown, title: string, description: string): void {
  if (isUnauthorizedError(error)) handleUnauthorized();
  else toast.error(title, { description });
}
