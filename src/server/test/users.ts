import type { InjectOptions, LightMyRequestResponse } from "fastify";
import { hashPassword } from "../features/auth/passwords";
import { insertUser } from "../features/auth/repository";
import type { TestApp } from "./test-app";

export interface TestUser {
  id: number;
  email: string;
  password: string;
  cookie: string;
  /** `app.inject` as this user, with a same-origin JSON request. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let sequence = 0;
const DEFAULT_PASSWORD = "correct horse battery";

/** Creates an account directly in the database (fast, verified by default). */
export async function createUser(
  t: TestApp,
  overrides: { email?: string; password?: string; firstName?: string; verified?: boolean } = {},
) {
  sequence += 1;
  const email = overrides.email ?? `player${sequence}-${Date.now()}@example.com`;
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const row = await insertUser(t.database.db, {
    email,
    passwordHash: await hashPassword(password),
    firstName: overrides.firstName ?? `Player${sequence}`,
    lastName: "Test",
    emailVerified: overrides.verified ?? true,
    isAdmin: false,
    signupSource: "test",
  });
  return { id: row.id, email, password };
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === "bandbook_session");
  if (!cookie) throw new Error(`no session cookie in ${response.statusCode} ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

export function asUser(t: TestApp, cookie: string) {
  return (options: InjectOptions) =>
    t.app.inject({ ...options, headers: { cookie, ...(options.headers ?? {}) } });
}

/** Signs in through the real login endpoint. */
export async function signIn(t: TestApp, email: string, password: string): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/auth/login",
    payload: { email, password },
  });
  return sessionCookie(response);
}

/** A verified account, signed in. */
export async function signedInUser(
  t: TestApp,
  overrides: { email?: string; firstName?: string } = {},
): Promise<TestUser> {
  const user = await createUser(t, overrides);
  const cookie = await signIn(t, user.email, user.password);
  return { ...user, cookie, request: asUser(t, cookie) };
}

/** A band owned by `owner`, made through the API. */
export async function createBand(owner: TestUser, name = "The Night Shift") {
  const response = await owner.request({ method: "POST", url: "/api/bands", payload: { name } });
  if (response.statusCode !== 201) throw new Error(`band not created: ${response.body}`);
  return response.json() as { id: number; name: string; inviteCode: string; ownerId: number };
}

/** `member` joins `band` through its invite code. */
export async function joinBand(member: TestUser, inviteCode: string) {
  const response = await member.request({ method: "POST", url: "/api/bands/join", payload: { inviteCode } });
  if (response.statusCode !== 200) throw new Error(`join failed: ${response.body}`);
}
