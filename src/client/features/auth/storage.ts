import { resetDemoSongsWelcome } from "../../lib/demo-songs-welcome";

/** Browser-stored values of spec §3 that the account flows read or write. */

/** Set when a brand-new account signs in for the first time (spec §4). */
const NEW_USER_FLAG_KEY = "isNewUser";

/** A new account that is signed in straight away starts with the first-run flags (spec §4). */
export function markNewUser(): void {
  window.localStorage.setItem(NEW_USER_FLAG_KEY, "true");
  resetDemoSongsWelcome();
}
