import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { linkInMail } from "./mailbox";

/**
 * Accounts for the journeys, made through the real API and real e-mail. The first account of the fresh
 * e2e server is the admin (no ADMIN_EMAIL is set), created once by global-setup.ts.
 */
export const ADMIN = {
  email: "admin@bandbook.test",
  password: "admin-password-1",
  firstName: "Ada",
  lastName: "Admin",
};

export const baseURL = `http://127.0.0.1:${process.env.E2E_PORT ?? 3100}`;

export async function apiAs(email: string, password: string): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL });
  const response = await context.post("/api/auth/login", { data: { email, password } });
  if (!response.ok())
    throw new Error(`sign-in of ${email} failed: ${response.status()} ${await response.text()}`);
  return context;
}

let counter = 0;
/** A unique address per call, so journeys never collide on the shared server. */
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

// One admin session per worker: journeys need not sign the admin in again and again.
let adminSession: Promise<APIRequestContext> | undefined;
const adminApi = () => {
  adminSession ??= apiAs(ADMIN.email, ADMIN.password);
  return adminSession;
};

/** A verified account made the way a beta tester gets one: request, admin approval, e-mailed invite. */
export async function createBetaUser(
  firstName: string,
  email = uniqueEmail(firstName.toLowerCase()),
  password = "band-password-1",
): Promise<{ email: string; password: string; firstName: string }> {
  const anonymous = await playwrightRequest.newContext({ baseURL });
  await anonymous.post("/api/beta-signup", { data: { email, source: "landing-page" } });
  const admin = await adminApi();
  const signups = (await (await admin.get("/api/admin/beta-signups")).json()) as {
    id: number;
    email: string;
  }[];
  const signup = signups.find((row) => row.email === email);
  if (!signup) throw new Error(`no beta request for ${email}`);
  await admin.post(`/api/admin/beta-signups/${signup.id}/approve`);
  const token = new URL(await linkInMail(email, "/auth/beta-invite")).searchParams.get("token")!;
  const created = await anonymous.post(`/api/auth/beta-invite/${token}/create-account`, {
    data: { firstName, lastName: "Player", password },
  });
  if (!created.ok()) throw new Error(`account for ${email} not created: ${await created.text()}`);
  await anonymous.dispose();
  return { email, password, firstName };
}
