import { z } from "zod";
import {
  changePasswordSchema,
  loginSchema,
  registerSchema,
  requestPasswordResetSchema,
  resendVerificationSchema,
  resetPasswordSchema,
  updateProfileSchema,
  verifyEmailSchema,
} from "../../../shared/auth";
import type { AppInstance } from "../../app";
import { throttle } from "../../plugins/throttle";
import * as auth from "./service";
import { endSession, requireUser } from "./sessions";

export async function authRoutes(app: AppInstance): Promise<void> {
  app.get("/api/login", async (_request, reply) => reply.redirect("/auth"));

  app.get("/api/auth/user", async (request, reply) => {
    reply.header("cache-control", "no-store");
    return requireUser(request);
  });

  app.patch("/api/auth/user", { schema: { body: updateProfileSchema } }, async (request) => {
    const user = await requireUser(request);
    await auth.updateProfile(request, user.id, request.body);
    request.sessionUserCache = undefined;
    return requireUser(request);
  });

  app.post(
    "/api/auth/register",
    { schema: { body: registerSchema }, preHandler: throttle(app, "register") },
    async (request, reply) => auth.register(request, reply, request.body),
  );

  app.post(
    "/api/auth/login",
    { schema: { body: loginSchema }, preHandler: throttle(app, "signIn") },
    async (request, reply) => auth.login(request, reply, request.body),
  );

  app.post("/api/auth/logout", async (request, reply) => {
    await endSession(request, reply);
    return { success: true };
  });

  app.post("/api/auth/verify-email", { schema: { body: verifyEmailSchema } }, async (request) =>
    auth.verifyEmail(request, request.body.token),
  );

  app.post(
    "/api/auth/resend-verification",
    { schema: { body: resendVerificationSchema }, preHandler: throttle(app, "verification") },
    async (request) => auth.resendVerification(request, request.body.email),
  );

  app.post(
    "/api/auth/request-password-reset",
    { schema: { body: requestPasswordResetSchema }, preHandler: throttle(app, "passwordReset") },
    async (request) => auth.requestPasswordReset(request, request.body.email),
  );

  app.post(
    "/api/auth/reset-password",
    { schema: { body: resetPasswordSchema }, preHandler: throttle(app, "passwordReset") },
    async (request) => auth.resetPassword(request, request.body.token, request.body.password),
  );

  app.post(
    "/api/auth/change-password",
    { schema: { body: changePasswordSchema }, preHandler: throttle(app, "signIn") },
    async (request) => {
      const user = await requireUser(request);
      return auth.changePassword(request, user.id, request.body);
    },
  );

  app.get(
    "/api/auth/setup",
    { schema: { response: { 200: z.object({ needsFirstAccount: z.boolean() }) } } },
    async () => ({
      needsFirstAccount: await auth.needsFirstAccount(app.database.db, app.config),
    }),
  );
}
