import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PASSWORD_RESET_REQUESTED_MESSAGE, VERIFY_EMAIL_NOTICE } from "../../../shared/auth";
import { createQueryClient } from "../../lib/query-client";
import { App } from "../app";

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

type Answer = { status?: number; body: unknown };

/** Answers each API path with the given JSON; the session is signed out and the install set up. */
function serve(routes: Record<string, Answer>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const answer = routes[path];
    if (answer) return Response.json(answer.body, { status: answer.status ?? 200 });
    if (path === "/api/auth/setup") return Response.json({ needsFirstAccount: false });
    return Response.json({ message: "Not signed in" }, { status: 401 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function bodyOf(fetchMock: ReturnType<typeof serve>, path: string): unknown {
  const call = fetchMock.mock.calls.find(([input]) => String(input) === path) as unknown as
    | [string, RequestInit]
    | undefined;
  return call ? JSON.parse(String(call[1].body)) : undefined;
}

function openAuth(path: string, routes: Record<string, Answer> = {}) {
  window.history.replaceState(null, "", path);
  const fetchMock = serve(routes);
  render(<App queryClient={createQueryClient()} />);
  return { fetchMock };
}

describe("auth screen", () => {
  it("validates sign-in with the spec's messages", async () => {
    openAuth("/auth");
    await userEvent.click(await screen.findByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
  });

  it("shows the verification notice and offers to resend when the account is not verified", async () => {
    const { fetchMock } = openAuth("/auth", {
      "/api/auth/login": {
        status: 403,
        body: { message: "Please verify your email", requiresVerification: true },
      },
      "/api/auth/resend-verification": { body: { message: "A new verification link is on its way." } },
    });
    await userEvent.type(await screen.findByLabelText("Email"), "bea@band.test");
    await userEvent.type(screen.getByLabelText("Password"), "secret-1");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Email Verification Required")).toBeTruthy();
    expect(screen.getAllByText(VERIFY_EMAIL_NOTICE).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole("button", { name: "Resend verification e-mail" }));
    expect(await screen.findByText("A new verification link is on its way.")).toBeTruthy();
    expect(bodyOf(fetchMock, "/api/auth/resend-verification")).toEqual({ email: "bea@band.test" });
  });

  it("answers a reset request with the neutral message and goes back to login", async () => {
    openAuth("/auth", { "/api/auth/request-password-reset": { body: { message: "ok" } } });
    await userEvent.click(await screen.findByRole("button", { name: "Forgot password?" }));
    await userEvent.type(screen.getByLabelText("Email"), "someone@band.test");
    await userEvent.click(screen.getByRole("button", { name: "Send reset link" }));
    expect(await screen.findByText(PASSWORD_RESET_REQUESTED_MESSAGE)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Back to login" }));
    expect(screen.getByRole("tab", { name: "Sign In", selected: true })).toBeTruthy();
  });

  it("opens the reset form from a token and checks length and confirmation", async () => {
    openAuth("/auth?token=abc");
    await userEvent.type(await screen.findByLabelText("New password"), "short");
    await userEvent.type(screen.getByLabelText("Confirm new password"), "other");
    await userEvent.click(screen.getByRole("button", { name: "Reset password" }));
    expect(await screen.findByText("Password must be at least 8 characters")).toBeTruthy();
    expect(screen.getByText("Passwords do not match")).toBeTruthy();
  });

  it("shows the message parameter as a notice", async () => {
    openAuth("/auth?message=Your%20password%20has%20been%20reset.");
    expect(await screen.findByText("Your password has been reset.")).toBeTruthy();
  });

  it("registers with the pending invite code and returns to Sign In with the verify notice", async () => {
    window.localStorage.setItem("pendingInviteCode", "BAND1234");
    const { fetchMock } = openAuth("/auth?tab=beta", {
      "/api/auth/register": { body: { emailVerified: false, message: VERIFY_EMAIL_NOTICE } },
    });
    await userEvent.click(await screen.findByRole("button", { name: "Enter Invite Code" }));
    expect((screen.getByLabelText("Invite code") as HTMLInputElement).value).toBe("BAND1234");
    await userEvent.type(screen.getByLabelText("First name"), "Bea");
    await userEvent.type(screen.getByLabelText("Email"), "Bea@Band.test");
    await userEvent.type(screen.getByLabelText("Password"), "secret-1");
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText(VERIFY_EMAIL_NOTICE)).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Sign In", selected: true })).toBeTruthy();
    expect((screen.getByLabelText("Email") as HTMLInputElement).value).toBe("bea@band.test");
    expect(bodyOf(fetchMock, "/api/auth/register")).toMatchObject({
      inviteCode: "BAND1234",
      firstName: "Bea",
      email: "bea@band.test",
    });
  });

  it("shows the set-up form on a fresh install", async () => {
    openAuth("/auth", { "/api/auth/setup": { body: { needsFirstAccount: true } } });
    expect(await screen.findByRole("heading", { name: "Set up Bandbook" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create admin account" })).toBeTruthy();
  });
});
