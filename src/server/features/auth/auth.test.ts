import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_RESET_REQUESTED_MESSAGE, VERIFY_EMAIL_NOTICE } from "../../../shared/auth";
import { startTestSmtp, type TestSmtp } from "../../test/smtp";
import { createTestApp, type TestApp } from "../../test/test-app";
import { asUser, createBand, createUser, sessionCookie, signedInUser, signIn } from "../../test/users";
import { hashToken } from "../../tokens";
import { deleteExpiredSessions } from "./sessions";

const json = (payload: unknown) => ({ payload: payload as Record<string, unknown> });

describe("accounts", () => {
  let t: TestApp;
  let smtp: TestSmtp;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ smtp });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: "POST", url, ...json(payload), headers: cookie ? { cookie } : {} });

  describe("on a fresh install", () => {
    it("offers the first account, which becomes the admin and is signed in at once", async () => {
      expect((await t.app.inject("/api/auth/setup")).json()).toEqual({ needsFirstAccount: true });
      const response = await post("/api/auth/register", {
        email: "Founder@Example.com",
        password: "secret1",
        firstName: "Ada",
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().emailVerified).toBe(true);
      const me = await t.app.inject({ url: "/api/auth/user", headers: { cookie: sessionCookie(response) } });
      expect(me.json()).toMatchObject({
        email: "founder@example.com",
        firstName: "Ada",
        isAdmin: true,
        emailVerified: true,
      });
      expect(me.json()).not.toHaveProperty("passwordHash");
      expect((await t.app.inject("/api/auth/setup")).json()).toEqual({ needsFirstAccount: false });
    });

    it("then closes open registration: the private beta needs an invite", async () => {
      const response = await post("/api/auth/register", {
        email: "stranger@example.com",
        password: "secret1",
        firstName: "S",
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(/private beta/);
      const row = await t.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "stranger@example.com")
        .executeTakeFirst();
      expect(row).toBeUndefined();
    });
  });

  describe("registration with a band invite code", () => {
    it("rejects bad input with the spec's messages and creates nothing", async () => {
      const cases: [Record<string, unknown>, string, string][] = [
        [
          { email: "nope", password: "secret1", firstName: "A" },
          "email",
          "Please enter a valid email address",
        ],
        [
          { email: "a@example.com", password: "12345", firstName: "A" },
          "password",
          "Password must be at least 6 characters",
        ],
        [
          { email: "a@example.com", password: "secret1", firstName: "  " },
          "firstName",
          "First name is required",
        ],
        [{ email: "a@example.com", password: "secret1" }, "firstName", "First name is required"],
        [
          { email: "a@example.com", password: "secret1", firstName: "A", pollContext: {} },
          "pollContext.shareToken",
          "Poll share token is required",
        ],
      ];
      for (const [payload, field, message] of cases) {
        const response = await post("/api/auth/register", { ...payload, inviteCode: "WHATEVER" });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().fields[field]).toBe(message);
      }
      const rows = await t.database.db
        .selectFrom("users")
        .select("id")
        .where("email", "=", "a@example.com")
        .execute();
      expect(rows).toEqual([]);
    });

    it("refuses an unknown invite code", async () => {
      const response = await post("/api/auth/register", {
        email: "b@example.com",
        password: "secret1",
        firstName: "B",
        inviteCode: "NOPE1234",
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe("Invalid invite code or band not found.");
    });

    it("sends a verification e-mail, refuses sign-in until verified, then joins the band", async () => {
      const owner = await signedInUser(t);
      const band = await createBand(owner, "Verification Band");
      const email = "newbie@example.com";
      const registered = await post("/api/auth/register", {
        email,
        password: "secret1",
        firstName: "Newbie",
        inviteCode: band.inviteCode.toLowerCase(),
      });
      expect(registered.statusCode).toBe(200);
      expect(registered.json()).toEqual({ emailVerified: false, message: VERIFY_EMAIL_NOTICE });
      expect(registered.cookies.find((c) => c.name === "bandbook_session")).toBeUndefined();

      const blocked = await post("/api/auth/login", { email, password: "secret1" });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ requiresVerification: true, message: VERIFY_EMAIL_NOTICE });

      const link = await smtp.linkFor(email, "/auth/verify-email");
      const token = link.searchParams.get("token")!;
      const stored = await t.database.db
        .selectFrom("users")
        .select("emailVerificationToken")
        .where("email", "=", email)
        .executeTakeFirstOrThrow();
      expect(stored.emailVerificationToken).toBe(hashToken(token));

      const verified = await post("/api/auth/verify-email", { token });
      expect(verified.statusCode).toBe(200);
      expect((await post("/api/auth/verify-email", { token })).statusCode).toBe(400);

      const cookie = await signIn(t, email, "secret1");
      const bands = await asUser(t, cookie)({ url: "/api/bands" });
      expect(bands.json().map((b: { name: string }) => b.name)).toEqual(["Verification Band"]);
    });

    it("answers an existing address exactly like a new one, and tells its owner by e-mail", async () => {
      const owner = await signedInUser(t);
      const band = await createBand(owner);
      const existing = await createUser(t, { email: "taken@example.com" });
      const response = await post("/api/auth/register", {
        email: existing.email,
        password: "different1",
        firstName: "Impostor",
        inviteCode: band.inviteCode,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ emailVerified: false, message: VERIFY_EMAIL_NOTICE });
      expect((await smtp.waitFor(existing.email)).subject).toBe("You already have a Bandbook account");
      expect(await signIn(t, existing.email, existing.password)).toMatch(/^bandbook_session=/);
    });

    it("lets a verification link expire after a day and sends a new one on request", async () => {
      const user = await createUser(t, { verified: false });
      await post("/api/auth/resend-verification", { email: user.email });
      const token = (await smtp.linkFor(user.email, "/auth/verify-email")).searchParams.get("token")!;
      await t.database.db
        .updateTable("users")
        .set({ emailVerificationExpiresAt: new Date(Date.now() - 1000).toISOString() })
        .where("id", "=", user.id)
        .execute();
      const expired = await post("/api/auth/verify-email", { token });
      expect(expired.statusCode).toBe(400);
      expect(expired.json().message).toMatch(/invalid or has expired/);

      const resent = await post("/api/auth/resend-verification", { email: user.email });
      expect(resent.json().message).toMatch(/If that address has an account/);
      const fresh = (await smtp.linkFor(user.email, "/auth/verify-email")).searchParams.get("token")!;
      expect((await post("/api/auth/verify-email", { token: fresh })).statusCode).toBe(200);
    });
  });

  describe("sign-in and sessions", () => {
    it("answers the same for a wrong password and an unknown address", async () => {
      const user = await createUser(t);
      const wrong = await post("/api/auth/login", { email: user.email, password: "wrong-password" });
      const unknown = await post("/api/auth/login", {
        email: "ghost@example.com",
        password: "wrong-password",
      });
      expect(wrong.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(wrong.json()).toEqual(unknown.json());
      expect(wrong.json().message).toBe("Invalid email or password");
    });

    it("validates sign-in input with the spec's messages", async () => {
      const missing = await post("/api/auth/login", { email: "x@example.com", password: "" });
      expect(missing.json().fields.password).toBe("Password is required");
      const badEmail = await post("/api/auth/login", { email: "x", password: "p" });
      expect(badEmail.json().fields.email).toBe("Please enter a valid email address");
      const noBody = await t.app.inject({ method: "POST", url: "/api/auth/login" });
      expect(noBody.statusCode).toBe(400);
    });

    it("keeps an opaque httpOnly SameSite=Lax cookie whose hash alone is stored", async () => {
      const user = await createUser(t);
      const response = await post("/api/auth/login", { email: user.email, password: user.password });
      const cookie = response.cookies.find((c) => c.name === "bandbook_session")!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe("Lax");
      expect(cookie.secure).toBeFalsy();
      const stored = await t.database.db
        .selectFrom("sessions")
        .select(["sid", "expire"])
        .where("userId", "=", user.id)
        .execute();
      expect(stored).toHaveLength(1);
      expect(stored[0]!.sid).toBe(hashToken(cookie.value));
      const daysLeft = (Date.parse(stored[0]!.expire) - Date.now()) / 86_400_000;
      expect(daysLeft).toBeGreaterThan(29.9);
    });

    it("signs out for good and forgets expired sessions", async () => {
      const user = await signedInUser(t);
      expect((await user.request({ url: "/api/auth/user" })).statusCode).toBe(200);
      await user.request({ method: "POST", url: "/api/auth/logout" });
      expect((await user.request({ url: "/api/auth/user" })).statusCode).toBe(401);

      const other = await signedInUser(t);
      await t.database.db
        .updateTable("sessions")
        .set({ expire: new Date(Date.now() - 1).toISOString() })
        .where("userId", "=", other.id)
        .execute();
      expect((await other.request({ url: "/api/auth/user" })).statusCode).toBe(401);
      expect(
        await t.database.db.selectFrom("sessions").select("sid").where("userId", "=", other.id).execute(),
      ).toEqual([]);
    });

    it("sweeps expired sessions from the table", async () => {
      const user = await signedInUser(t);
      await t.database.db
        .updateTable("sessions")
        .set({ expire: new Date(Date.now() - 1).toISOString() })
        .where("userId", "=", user.id)
        .execute();
      expect(await deleteExpiredSessions(t.database.db)).toBeGreaterThanOrEqual(1);
      expect(
        await t.database.db.selectFrom("sessions").select("sid").where("userId", "=", user.id).execute(),
      ).toEqual([]);
    });

    it("renews a session that is used", async () => {
      const user = await signedInUser(t);
      const soon = new Date(Date.now() + 60_000).toISOString();
      await t.database.db
        .updateTable("sessions")
        .set({ expire: soon })
        .where("userId", "=", user.id)
        .execute();
      const response = await user.request({ url: "/api/auth/user" });
      expect(response.statusCode).toBe(200);
      expect(response.cookies.find((c) => c.name === "bandbook_session")?.expires?.getTime()).toBeGreaterThan(
        Date.now() + 86_400_000,
      );
      const row = await t.database.db
        .selectFrom("sessions")
        .select("expire")
        .where("userId", "=", user.id)
        .executeTakeFirstOrThrow();
      expect(Date.parse(row.expire)).toBeGreaterThan(Date.now() + 86_400_000);
    });

    it("sends signed-out visitors of /api/login to the sign-in screen", async () => {
      const response = await t.app.inject("/api/login");
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe("/auth");
    });
  });

  describe("password reset", () => {
    it("answers every request with the same neutral message", async () => {
      const user = await createUser(t);
      const known = await post("/api/auth/request-password-reset", { email: user.email });
      const unknown = await post("/api/auth/request-password-reset", { email: "nobody-here@example.com" });
      expect(known.json()).toEqual({ message: PASSWORD_RESET_REQUESTED_MESSAGE });
      expect(unknown.json()).toEqual(known.json());
      await smtp.waitFor(user.email);
    });

    it("resets once with the e-mailed link and ends every other session", async () => {
      const user = await signedInUser(t);
      await post("/api/auth/request-password-reset", { email: user.email });
      const link = await smtp.linkFor(user.email, "/auth");
      const token = link.searchParams.get("token")!;

      const short = await post("/api/auth/reset-password", { token, password: "short12" });
      expect(short.statusCode).toBe(400);
      expect(short.json().fields.password).toBe("Password must be at least 8 characters");

      const done = await post("/api/auth/reset-password", { token, password: "a brand new password" });
      expect(done.statusCode).toBe(200);
      expect((await user.request({ url: "/api/auth/user" })).statusCode).toBe(401);
      expect(
        (await post("/api/auth/reset-password", { token, password: "yet another one" })).statusCode,
      ).toBe(400);

      expect((await post("/api/auth/login", { email: user.email, password: user.password })).statusCode).toBe(
        401,
      );
      expect(await signIn(t, user.email, "a brand new password")).toMatch(/^bandbook_session=/);
    });

    it("refuses a link older than an hour", async () => {
      const user = await createUser(t);
      await post("/api/auth/request-password-reset", { email: user.email });
      const token = (await smtp.linkFor(user.email, "/auth")).searchParams.get("token")!;
      await t.database.db
        .updateTable("passwordResetTokens")
        .set({ expiresAt: new Date(Date.now() - 1).toISOString() })
        .where("userId", "=", user.id)
        .execute();
      const response = await post("/api/auth/reset-password", { token, password: "a brand new password" });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/invalid or has expired/);
    });
  });

  describe("settings", () => {
    it("updates the name and notification choices", async () => {
      const user = await signedInUser(t);
      const response = await user.request({
        method: "PATCH",
        url: "/api/auth/user",
        payload: { firstName: "Renamed", notifyOnSongUpdates: true, notifyOnNewSongs: false },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        firstName: "Renamed",
        notifyOnSongUpdates: true,
        notifyOnNewSongs: false,
      });
      const bad = await user.request({ method: "PATCH", url: "/api/auth/user", payload: { isAdmin: true } });
      expect(bad.statusCode).toBe(400);
      expect((await user.request({ url: "/api/auth/user" })).json().isAdmin).toBe(false);
    });

    it("changes the password only with the current one, ending other sessions", async () => {
      const user = await signedInUser(t);
      const otherDevice = await signIn(t, user.email, user.password);
      const wrong = await user.request({
        method: "POST",
        url: "/api/auth/change-password",
        payload: { currentPassword: "nope", newPassword: "changed-pass" },
      });
      expect(wrong.statusCode).toBe(400);
      const ok = await user.request({
        method: "POST",
        url: "/api/auth/change-password",
        payload: { currentPassword: user.password, newPassword: "changed-pass" },
      });
      expect(ok.statusCode).toBe(200);
      expect((await user.request({ url: "/api/auth/user" })).statusCode).toBe(200);
      expect((await asUser(t, otherDevice)({ url: "/api/auth/user" })).statusCode).toBe(401);
    });
  });
});

describe("throttling", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      throttles: {
        signIn: { perIp: { max: 6, windowMs: 60_000 }, perEmail: { max: 3, windowMs: 60_000 } },
        passwordReset: { perIp: { max: 2, windowMs: 60_000 }, perEmail: { max: 2, windowMs: 60_000 } },
      },
    });
  });
  afterAll(() => t.close());

  it("slows a password-guessing run on one account, with a clear message", async () => {
    const user = await createUser(t);
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: user.email, password: "guess" },
      });
      expect(response.statusCode).toBe(401);
    }
    const limited = await t.app.inject({
      method: "POST",
      url: "/api/auth/login",
      payload: { email: user.email, password: user.password },
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many attempts\. Please wait/);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("limits one address (IP) across e-mails too", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        payload: { email: `spray${attempt}@example.com`, password: "guess" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect(statuses.at(-1)).toBe(429);
  });

  it("limits reset requests", async () => {
    const send = () =>
      t.app.inject({
        method: "POST",
        url: "/api/auth/request-password-reset",
        payload: { email: "r@example.com" },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(429);
  });
});

describe("client addresses", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      throttles: {
        signIn: { perIp: { max: 2, windowMs: 60_000 }, perEmail: { max: 100, windowMs: 60_000 } },
      },
    });
  });
  afterAll(() => t.close());

  it("ignores X-Forwarded-For unless a proxy is trusted, so the per-IP limit cannot be dodged", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/auth/login",
        headers: { "x-forwarded-for": `203.0.113.${attempt}` },
        payload: { email: `who${attempt}@example.com`, password: "guess" },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 429]);
  });
});
