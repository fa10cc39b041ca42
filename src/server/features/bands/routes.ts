import { z } from "zod";
import {
  createBandSchema,
  idParam,
  inviteMemberSchema,
  joinBandSchema,
  updateBandSchema,
} from "../../../shared/bands";
import type { AppInstance } from "../../app";
import { throttle } from "../../plugins/throttle";
import { requireUser } from "../auth/sessions";
import { requireMembership } from "./gate";
import * as bands from "./service";

const bandParams = z.object({ id: idParam });
const memberParams = z.object({ id: idParam, userId: idParam });

export async function bandRoutes(app: AppInstance): Promise<void> {
  const { db } = app.database;

  app.get("/api/bands", async (request) => {
    const user = await requireUser(request);
    return bands.listBands(db, user.id);
  });

  app.post("/api/bands", { schema: { body: createBandSchema } }, async (request, reply) => {
    const user = await requireUser(request);
    return reply.status(201).send(await bands.createBand(db, user.id, request.body.name));
  });

  app.post("/api/bands/join", { schema: { body: joinBandSchema } }, async (request) => {
    const user = await requireUser(request);
    return bands.joinBandWithCode(db, user.id, request.body.inviteCode);
  });

  app.patch("/api/bands/:id", { schema: { params: bandParams, body: updateBandSchema } }, async (request) =>
    bands.renameBand(db, await requireMembership(request, request.params.id), request.body.name),
  );

  app.delete("/api/bands/:id", { schema: { params: bandParams } }, async (request) =>
    bands.deleteBand(db, await requireMembership(request, request.params.id)),
  );

  app.get("/api/bands/:id/members", { schema: { params: bandParams } }, async (request) =>
    bands.listMembers(db, await requireMembership(request, request.params.id)),
  );

  app.post(
    "/api/bands/:id/invite",
    { schema: { params: bandParams, body: inviteMemberSchema }, preHandler: throttle(app, "bandInvite") },
    async (request) => {
      const membership = await requireMembership(request, request.params.id);
      const inviter = await requireUser(request);
      return bands.inviteByEmail(db, app.mailer, membership, inviter, request.body.email, app.config.APP_URL);
    },
  );

  app.post("/api/bands/:id/invite-code", { schema: { params: bandParams } }, async (request) =>
    bands.resetInviteCode(db, await requireMembership(request, request.params.id)),
  );

  app.post("/api/bands/:id/leave", { schema: { params: bandParams } }, async (request) =>
    bands.leaveBand(db, await requireMembership(request, request.params.id)),
  );

  app.delete("/api/bands/:id/members/:userId", { schema: { params: memberParams } }, async (request) =>
    bands.removeMember(db, await requireMembership(request, request.params.id), request.params.userId),
  );
}
