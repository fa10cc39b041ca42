/** Browser-stored values of spec §3 that the account flows read or write. */

/** Set when a brand-new account signs in for the first time (spec §4). */
export const NEW_USER_FLAG_KEY = "isNewUser";
/** Cleared at registration so the demo-songs welcome card shows once (spec §2, §4). */
export const DEMO_SONGS_WELCOME_KEY = "hasSeenDemoSongsWelcome";

/** A new account that is signed in straight away starts with the first-run flags (spec §4). */
export function markNewUser(): void {
  window.localStorage.setItem(NEW_USER_FLAG_KEY, "true");
  window.localStorage.removeItem(DEMO_SONGS_WELCOME_KEY);
}
