import { z } from "zod";
import { betaAccountSchema, betaSignupSchema } from "../../../shared/auth";
import { TOKEN_MAX_LENGTH } from "../../../shared/limits";
import type { AppInstance } from "../../app";
import { throttle } from "../../plugins/throttle";
import * as beta from "./service";

const tokenParams = z.object({ token: z.string().min(1).max(TOKEN_MAX_LENGTH) });

export async function betaRoutes(app: AppInstance): Promise<void> {
  const { db } = app.database;

  app.post(
    "/api/beta-signup",
    { schema: { body: betaSignupSchema }, preHandler: throttle(app, "betaSignup") },
    async (request) =>
      beta.requestAccess(db, request.body.email, request.body.source, request.headers["user-agent"]),
  );

  app.get("/api/auth/beta-invite/:token", { schema: { params: tokenParams } }, async (request) =>
    beta.validateInvite(db, request.params.token),
  );

  app.post(
    "/api/auth/beta-invite/:token/create-account",
    { schema: { params: tokenParams, body: betaAccountSchema }, preHandler: throttle(app, "register") },
    async (request, reply) =>
      beta.createAccountFromInvite(request, reply, request.params.token, request.body),
  );
}
