import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSmtp, type TestSmtp } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";
import { asUser, sessionCookie, signedInUser, type TestUser } from "../../test/users";
import { adminSetupLink } from "./service";

const ADMIN_EMAIL = "boss@example.com";

describe("private beta", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let admin: TestUser;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ smtp, env: { ADMIN_EMAIL } });
    admin = await signedInUser(t, { email: ADMIN_EMAIL });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const signup = (payload: Record<string, unknown>) =>
    t.app.inject({ method: "POST", url: "/api/beta-signup", payload });
  const list = async () =>
    (await admin.request({ url: "/api/admin/beta-signups" })).json() as {
      id: number;
      email: string;
      state: string;
    }[];
  const find = async (email: string) => (await list()).find((row) => row.email === email)!;

  it("takes a request once and answers a repeat the same way", async () => {
    const first = await signup({ email: "Drummer@Example.com", source: "landing-page" });
    const again = await signup({ email: "drummer@example.com", source: "auth-page" });
    expect(first.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await t.database.db
      .selectFrom("betaSignups")
      .selectAll()
      .where("email", "=", "drummer@example.com")
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe("landing-page");
    expect(await find("drummer@example.com")).toMatchObject({ state: "requested" });
  });

  it("rejects a bad request with a clear message and stores nothing", async () => {
    expect((await signup({ source: "landing-page" })).json().fields.email).toBe("Email is required");
    expect((await signup({ email: "", source: "landing-page" })).json().fields.email).toBe(
      "Email is required",
    );
    expect((await signup({ email: "not-an-email", source: "landing-page" })).json().fields.email).toBe(
      "Please enter a valid email address",
    );
    expect((await signup({ email: "ok@example.com", source: "spam-bot" })).statusCode).toBe(400);
    const rows = await t.database.db
      .selectFrom("betaSignups")
      .select("id")
      .where("email", "in", ["not-an-email", "ok@example.com"])
      .execute();
    expect(rows).toEqual([]);
  });

  it("keeps the admin list and actions to the admin, decided by the server", async () => {
    const member = await signedInUser(t);
    expect((await t.app.inject("/api/admin/beta-signups")).statusCode).toBe(401);
    expect((await member.request({ url: "/api/admin/beta-signups" })).statusCode).toBe(403);
    const { id } = await find("drummer@example.com");
    expect(
      (await member.request({ method: "POST", url: `/api/admin/beta-signups/${id}/approve` })).statusCode,
    ).toBe(403);
    expect((await find("drummer@example.com")).state).toBe("requested");
  });

  it("approves with an e-mailed one-time invite that creates a verified, signed-in account", async () => {
    const email = "bassist@example.com";
    await signup({ email, source: "auth-page" });
    const { id } = await find(email);
    const approved = await admin.request({ method: "POST", url: `/api/admin/beta-signups/${id}/approve` });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().state).toBe("invite_sent");

    const link = await smtp.linkFor(email, "/auth/beta-invite");
    const token = link.searchParams.get("token")!;
    expect((await t.app.inject(`/api/auth/beta-invite/${token}`)).json()).toEqual({ email });

    const create = (payload: Record<string, unknown>) =>
      t.app.inject({ method: "POST", url: `/api/auth/beta-invite/${token}/create-account`, payload });
    const missingLast = await create({ firstName: "Bea", password: "secret1" });
    expect(missingLast.json().fields.lastName).toBe("Last name is required");
    const shortPassword = await create({ firstName: "Bea", lastName: "Low", password: "12345" });
    expect(shortPassword.json().fields.password).toBe("Password must be at least 6 characters");

    const created = await create({ firstName: "Bea", lastName: "Low", password: "secret1" });
    expect(created.statusCode).toBe(200);
    const me = await asUser(t, sessionCookie(created))({ url: "/api/auth/user" });
    expect(me.json()).toMatchObject({
      email,
      firstName: "Bea",
      lastName: "Low",
      emailVerified: true,
      isAdmin: false,
    });
    expect((await find(email)).state).toBe("registered");

    const reused = await t.app.inject(`/api/auth/beta-invite/${token}`);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe("Invalid invite token");
    expect((await create({ firstName: "B", lastName: "L", password: "secret1" })).statusCode).toBe(400);
  });

  it("refuses an invite older than 7 days", async () => {
    const email = "late@example.com";
    await signup({ email, source: "landing-page" });
    const { id } = await find(email);
    await admin.request({ method: "POST", url: `/api/admin/beta-signups/${id}/approve` });
    const token = (await smtp.linkFor(email, "/auth/beta-invite")).searchParams.get("token")!;
    await t.database.db
      .updateTable("betaSignups")
      .set({ inviteTokenExpiresAt: new Date(Date.now() - 1).toISOString() })
      .where("id", "=", id)
      .execute();
    const response = await t.app.inject(`/api/auth/beta-invite/${token}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/expired/);
  });

  it("resends with a new link that replaces the old, and revokes", async () => {
    const email = "keys@example.com";
    await signup({ email, source: "landing-page" });
    const { id } = await find(email);
    await admin.request({ method: "POST", url: `/api/admin/beta-signups/${id}/approve` });
    const oldToken = (await smtp.linkFor(email, "/auth/beta-invite")).searchParams.get("token")!;
    await admin.request({ method: "POST", url: `/api/admin/beta-signups/${id}/resend` });
    const newToken = (await smtp.linkFor(email, "/auth/beta-invite")).searchParams.get("token")!;
    expect((await t.app.inject(`/api/auth/beta-invite/${oldToken}`)).statusCode).toBe(400);
    expect((await t.app.inject(`/api/auth/beta-invite/${newToken}`)).statusCode).toBe(200);

    const revoked = await admin.request({ method: "POST", url: `/api/admin/beta-signups/${id}/revoke` });
    expect(revoked.json().state).toBe("revoked");
    expect((await t.app.inject(`/api/auth/beta-invite/${newToken}`)).statusCode).toBe(400);
  });

  it("answers unknown requests and tokens without crashing", async () => {
    expect(
      (await admin.request({ method: "POST", url: "/api/admin/beta-signups/999999/approve" })).statusCode,
    ).toBe(404);
    expect(
      (await admin.request({ method: "POST", url: "/api/admin/beta-signups/abc/approve" })).statusCode,
    ).toBe(404);
    expect((await t.app.inject(`/api/auth/beta-invite/${"x".repeat(500)}`)).statusCode).toBe(414);
    expect((await t.app.inject(`/api/auth/beta-invite/${"x".repeat(90)}`)).statusCode).toBe(400);
  });
});

describe("first run with ADMIN_EMAIL", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ADMIN_EMAIL: "Owner@Example.com" } });
  });
  afterAll(() => t.close());

  it("keeps registration closed: only the printed link creates the first account", async () => {
    expect((await t.app.inject("/api/auth/setup")).json()).toEqual({ needsFirstAccount: false });
    const response = await t.app.inject({
      method: "POST",
      url: "/api/auth/register",
      payload: { email: "squatter@example.com", password: "secret1", firstName: "Early" },
    });
    expect(response.statusCode).toBe(403);
    expect(await t.database.db.selectFrom("users").select("id").execute()).toEqual([]);
  });

  it("prints a one-time link that creates the admin account, and none once it exists", async () => {
    const first = await adminSetupLink(t.database.db, t.config);
    const second = await adminSetupLink(t.database.db, t.config);
    expect(first).toMatch(/^http:\/\/bandbook\.test\/auth\/beta-invite\?token=/);
    const oldToken = new URL(first!).searchParams.get("token")!;
    expect((await t.app.inject(`/api/auth/beta-invite/${oldToken}`)).statusCode).toBe(400);

    const token = new URL(second!).searchParams.get("token")!;
    expect((await t.app.inject(`/api/auth/beta-invite/${token}`)).json()).toEqual({
      email: "owner@example.com",
    });
    const created = await t.app.inject({
      method: "POST",
      url: `/api/auth/beta-invite/${token}/create-account`,
      payload: { firstName: "Olive", lastName: "Owner", password: "secret1" },
    });
    const me = await asUser(t, sessionCookie(created))({ url: "/api/auth/user" });
    expect(me.json()).toMatchObject({ email: "owner@example.com", isAdmin: true });
    expect(await adminSetupLink(t.database.db, t.config)).toBeNull();
  });
});
