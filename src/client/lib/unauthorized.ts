import { toast } from "sonner";
import { LOGIN_PATH, REDIRECT_AFTER_401_MS } from "./constants";

/** What a mutation does on a 401 (spec §8): say so, then go to the login page. */
export function handleUnauthorized(): void {
  toast.error("Unauthorized", { description: "You are logged out. Logging in again..." });
  window.setTimeout(() => window.location.assign(LOGIN_PATH), REDIRECT_AFTER_401_MS);
}
