import { request } from "@playwright/test";
import { ADMIN, baseURL } from "./accounts";

/** The fresh e2e server has no account: the first one registered becomes the admin. */
export default async function globalSetup(): Promise<void> {
  const context = await request.newContext({ baseURL });
  const setup = (await (await context.get("/api/auth/setup")).json()) as { needsFirstAccount: boolean };
  if (setup.needsFirstAccount) {
    const response = await context.post("/api/auth/register", { data: ADMIN });
    if (!response.ok()) throw new Error(`admin not created: ${await response.text()}`);
  }
  await context.dispose();
}
