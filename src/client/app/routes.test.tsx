import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp, SIGNED_IN_USER } from "../test/render-app";

const LANDING_HEADLINE = { level: 1, name: "Every chart your band plays, in numbers." } as const;

afterEach(() => vi.unstubAllGlobals());

describe("route gating", () => {
  it("shows the landing-alt page to a signed-out visitor on /", async () => {
    renderApp("/");
    expect(await screen.findByRole("heading", LANDING_HEADLINE)).toBeTruthy();
    expect(screen.getAllByRole("link", { name: /request (beta )?access/i }).length).toBeGreaterThan(0);
  });

  it("shows the landing-alt page to a signed-out visitor on any signed-in route", async () => {
    for (const path of [
      "/setlists",
      "/songs/42",
      "/practice-scheduler/poll/7/recommendations",
      "/admin/analytics",
    ]) {
      const view = renderApp(path);
      expect(await screen.findByRole("heading", LANDING_HEADLINE)).toBeTruthy();
      view.unmount();
    }
  });

  it("shows a spinner on a signed-in route while the session is loading", async () => {
    renderApp("/setlists", "pending");
    expect(await screen.findByRole("status")).toBeTruthy();
    expect(screen.queryByRole("heading", LANDING_HEADLINE)).toBeNull();
  });

  it("shows the not-found page on an unknown path, signed out or signed in", async () => {
    const signedOut = renderApp("/no/such/page");
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    signedOut.unmount();
    renderApp("/setlists/1/nope", SIGNED_IN_USER);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
  });

  it("serves public and auth pages without a session", async () => {
    const share = renderApp("/share/setlists/abc");
    expect(await screen.findByRole("heading", { name: "Shared setlist" })).toBeTruthy();
    share.unmount();
    const auth = renderApp("/auth/anything-else");
    expect(await screen.findByRole("tab", { name: "Sign In" })).toBeTruthy();
    auth.unmount();
    renderApp("/auth?tab=beta");
    expect(await screen.findByRole("tab", { name: "Request Beta Access", selected: true })).toBeTruthy();
  });

  it("shows a signed-in user the page in the app shell", async () => {
    renderApp("/setlists", SIGNED_IN_USER);
    expect(await screen.findByRole("heading", { name: "Setlists" })).toBeTruthy();
    expect(screen.getByText("No setlists yet")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Bandbook home" })).toBeTruthy();
  });

  it("opens /feature-voting on the feedback tab of Feedback & Updates", async () => {
    renderApp("/feature-voting", SIGNED_IN_USER);
    expect(await screen.findByRole("heading", { name: "Feedback & Updates" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "Feedback", selected: true })).toBeTruthy();
  });

  it("keeps admin pages and the Analytics entry to admins", async () => {
    const member = renderApp("/admin/analytics", SIGNED_IN_USER);
    expect(await screen.findByRole("heading", { name: "Page not found" })).toBeTruthy();
    member.unmount();

    renderApp("/admin/analytics", { ...SIGNED_IN_USER, isAdmin: true });
    expect(await screen.findByRole("heading", { name: "Analytics" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByRole("link", { name: "Analytics" })).toBeTruthy();
    expect(within(drawer).getByText("v2.1.0")).toBeTruthy();
  });

  it("leaves Analytics out of a member's drawer", async () => {
    renderApp("/", SIGNED_IN_USER);
    await userEvent.click(await screen.findByRole("button", { name: "Open menu" }));
    const drawer = await screen.findByRole("dialog");
    for (const entry of ["Home", "Setlists", "Schedule", "How It Works", "Feature Voting", "Settings"]) {
      expect(within(drawer).getByRole("link", { name: entry })).toBeTruthy();
    }
    expect(within(drawer).queryByRole("link", { name: "Analytics" })).toBeNull();
    expect(within(drawer).getByRole("button", { name: "Log out" })).toBeTruthy();
  });
});
