/** Invite links are `{origin}?invite={code}` (spec §4); the code waits here until the visitor is signed in. */
export const PENDING_INVITE_CODE_KEY = "pendingInviteCode";
const INVITE_QUERY_PARAMETER = "invite";

/** On load: keeps an `invite` query parameter as the pending code and takes it out of the address bar. */
export function capturePendingInvite(): void {
  const url = new URL(window.location.href);
  const code = url.searchParams.get(INVITE_QUERY_PARAMETER)?.trim();
  if (code === undefined) return;
  if (code) window.localStorage.setItem(PENDING_INVITE_CODE_KEY, code);
  url.searchParams.delete(INVITE_QUERY_PARAMETER);
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
}

export function readPendingInviteCode(): string | null {
  return window.localStorage.getItem(PENDING_INVITE_CODE_KEY) || null;
}

export function clearPendingInviteCode(): void {
  window.localStorage.removeItem(PENDING_INVITE_CODE_KEY);
}
