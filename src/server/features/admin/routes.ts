import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { idParam } from "../../../shared/bands";
import type { AppInstance } from "../../app";
import { forbidden } from "../../errors";
import { requireUser } from "../auth/sessions";
import * as beta from "../beta/service";

/** The admin is decided here, on the server; the client only hides the menu entry. */
async function requireAdmin(request: FastifyRequest) {
  const user = await requireUser(request);
  if (!user.isAdmin) throw forbidden("Only the Bandbook admin can do that.");
  return user;
}

const signupParams = z.object({ id: idParam });

export async function adminRoutes(app: AppInstance): Promise<void> {
  const { db } = app.database;

  app.get("/api/admin/beta-signups", async (request) => {
    await requireAdmin(request);
    return beta.listSignups(db);
  });

  for (const action of ["approve", "resend"] as const) {
    app.post(
      `/api/admin/beta-signups/:id/${action}`,
      { schema: { params: signupParams } },
      async (request) => {
        const admin = await requireAdmin(request);
        return beta.sendInvite(db, app.mailer, app.config, request.params.id, admin.id);
      },
    );
  }

  app.post("/api/admin/beta-signups/:id/revoke", { schema: { params: signupParams } }, async (request) => {
    await requireAdmin(request);
    return beta.revoke(db, request.params.id);
  });
}
