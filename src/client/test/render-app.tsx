import { render } from "@testing-library/react";
import { vi } from "vitest";
import { App } from "../app/app";
import type { CurrentUser } from "../features/auth/types";
import { createQueryClient } from "../lib/query-client";

export const SIGNED_IN_USER: CurrentUser = {
  id: 1,
  email: "sam@bluebird.band",
  firstName: "Sam",
  lastName: "Rivera",
  profileImageUrl: null,
  emailVerified: true,
  isAdmin: false,
  notifyOnNewSongs: true,
  notifyOnSongUpdates: false,
  createdAt: "2026-01-05T10:00:00.000Z",
};

type Session = CurrentUser | null | "pending";

/** Answers the API as the server would for this session; anything else is a JSON 404. */
export function stubApi(session: Session) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith("/api/auth/user")) {
      if (session === "pending") return new Promise<Response>(() => {});
      return session
        ? Response.json(session)
        : Response.json({ message: "Not signed in" }, { status: 401, statusText: "Unauthorized" });
    }
    return Response.json({ message: "Not found" }, { status: 404, statusText: "Not Found" });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** Renders the whole app at `path` for a visitor with the given session. */
export function renderApp(path: string, session: Session = null) {
  window.history.replaceState(null, "", path);
  stubApi(session);
  return render(<App queryClient={createQueryClient()} />);
}
