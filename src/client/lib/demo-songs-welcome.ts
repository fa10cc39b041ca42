/**
 * Set once the reader has dismissed the demo-songs card (spec §3); cleared at registration so the card
 * shows once to a new account (spec §2, §4). Songs reads and sets it, the account flows clear it.
 */
const DEMO_SONGS_WELCOME_KEY = "hasSeenDemoSongsWelcome";

export function hasSeenDemoSongsWelcome(): boolean {
  return window.localStorage.getItem(DEMO_SONGS_WELCOME_KEY) === "true";
}

export function markDemoSongsWelcomeSeen(): void {
  window.localStorage.setItem(DEMO_SONGS_WELCOME_KEY, "true");
}

export function resetDemoSongsWelcome(): void {
  window.localStorage.removeItem(DEMO_SONGS_WELCOME_KEY);
}
