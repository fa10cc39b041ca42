import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "../../lib/query-client";
import { App } from "../app";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

function openInvite(path: string, answerInvite: () => Promise<Response>) {
  window.history.replaceState(null, "", path);
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.startsWith("/api/auth/beta-invite/") && !url.endsWith("/create-account")) return answerInvite();
    if (url.endsWith("/create-account")) return Response.json({ success: true });
    return Response.json({ message: "Not signed in" }, { status: 401 });
  });
  vi.stubGlobal("fetch", fetchMock);
  render(<App queryClient={createQueryClient()} />);
  return fetchMock;
}

const INVALID = "This beta invite is not valid or has expired.";

describe("beta invite page", () => {
  it("is invalid without a token", async () => {
    openInvite("/auth/beta-invite", async () => Response.json({ email: "x@y.z" }));
    expect(await screen.findByRole("heading", { name: INVALID })).toBeTruthy();
    expect(screen.getByText("No invite token found in URL")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to Bandbook" }).getAttribute("href")).toBe("/landing");
  });

  it("is invalid with the server's message when the token is refused", async () => {
    openInvite("/auth/beta-invite?token=old", async () =>
      Response.json({ message: "This invite has expired." }, { status: 400 }),
    );
    expect(await screen.findByRole("heading", { name: INVALID })).toBeTruthy();
    expect(screen.getByText("This invite has expired.")).toBeTruthy();
  });

  it("is an error when the check never gets an answer", async () => {
    openInvite("/auth/beta-invite?token=abc", async () => Promise.reject(new TypeError("Failed to fetch")));
    expect(await screen.findByText("Failed to validate invite token")).toBeTruthy();
  });

  it("shows the pre-verified e-mail and the spec's messages, then creates the account", async () => {
    const fetchMock = openInvite("/auth/beta-invite?token=good", async () =>
      Response.json({ email: "vera@band.test" }),
    );
    expect(await screen.findByText("vera@band.test")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("First name is required")).toBeTruthy();
    expect(screen.getByText("Last name is required")).toBeTruthy();
    expect(screen.getByText("Password must be at least 6 characters")).toBeTruthy();
    expect(screen.getByText("Please confirm your password")).toBeTruthy();

    await userEvent.type(screen.getByLabelText("First name"), "Vera");
    await userEvent.type(screen.getByLabelText("Last name"), "Visitor");
    await userEvent.type(screen.getByLabelText("Password"), "secret-1");
    await userEvent.type(screen.getByLabelText("Confirm password"), "secret-2");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();

    await userEvent.clear(screen.getByLabelText("Confirm password"));
    await userEvent.type(screen.getByLabelText("Confirm password"), "secret-1");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    // The toast shows in the signed-in shell the page moves to.
    await waitFor(() =>
      expect(toast.getToasts().map((shown) => ("title" in shown ? shown.title : ""))).toContain(
        "Welcome to Bandbook, Vera!",
      ),
    );
    const call = fetchMock.mock.calls.find(([input]) =>
      String(input).endsWith("/create-account"),
    ) as unknown as [string, RequestInit];
    expect(JSON.parse(String(call[1].body))).toEqual({
      firstName: "Vera",
      lastName: "Visitor",
      password: "secret-1",
    });
    expect(window.location.pathname).toBe("/");
  });
});
