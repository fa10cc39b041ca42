import { z } from "zod";
import {
  createSongSchema,
  importSongSchema,
  revisionParams,
  shareTokenParams,
  songListQuerySchema,
  songParams,
  updateSongSchema,
} from "../../../shared/songs";
import type { AppInstance } from "../../app";
import { requireMembership } from "../bands/gate";
import { createAiChartClient } from "./ai-chart";
import { LibraryCache } from "./library-cache";
import * as songs from "./service";

const restoreBody = z.object({ editCount: z.number({ error: "Required" }).int().min(0) });

export async function songRoutes(app: AppInstance): Promise<void> {
  const { db } = app.database;
  const ai = createAiChartClient(app.config);
  // One cache per app (and so per database): band ids of different databases must never share entries.
  const library = new LibraryCache();

  app.get("/api/songs", { schema: { querystring: songListQuerySchema } }, async (request, reply) => {
    const membership = await requireMembership(request, request.query.bandId);
    const payload = await songs.songLibrary(db, library, membership);
    reply
      .header("etag", payload.etag)
      .header("cache-control", "private, no-cache")
      .header("vary", "accept-encoding, cookie");
    if (request.headers["if-none-match"] === payload.etag) return reply.status(304).send();
    reply.type("application/json; charset=utf-8");
    // Large and read on every library visit: compressed once per change, not once per request.
    if (/\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
      return reply.header("content-encoding", "gzip").send(payload.gzip);
    }
    return reply.send(payload.json);
  });

  app.post("/api/songs", { schema: { body: createSongSchema } }, async (request, reply) => {
    const membership = await requireMembership(request, request.body.bandId);
    return reply.status(201).send(await songs.createSong(db, membership, request.body, ai));
  });

  app.post("/api/songs/import", { schema: { body: importSongSchema } }, async (request, reply) => {
    const membership = await requireMembership(request, request.body.bandId);
    return reply
      .status(201)
      .send(await songs.importSong(db, membership, request.body.fileName, request.body.text));
  });

  app.get("/api/songs/:id", { schema: { params: songParams } }, async (request) =>
    songs.getSong(request, request.params.id),
  );

  app.patch("/api/songs/:id", { schema: { params: songParams, body: updateSongSchema } }, async (request) =>
    songs.updateSong(request, request.params.id, request.body),
  );

  app.delete("/api/songs/:id", { schema: { params: songParams } }, async (request) =>
    songs.deleteSong(request, request.params.id),
  );

  app.get("/api/songs/:id/revisions", { schema: { params: songParams } }, async (request) =>
    songs.listRevisions(request, request.params.id),
  );

  app.get("/api/songs/:id/revisions/:revisionId", { schema: { params: revisionParams } }, async (request) =>
    songs.getRevision(request, request.params.id, request.params.revisionId),
  );

  app.post(
    "/api/songs/:id/revisions/:revisionId/restore",
    { schema: { params: revisionParams, body: restoreBody } },
    async (request) =>
      songs.restoreRevision(request, request.params.id, request.params.revisionId, request.body.editCount),
  );

  app.post("/api/songs/:id/share", { schema: { params: songParams } }, async (request) =>
    songs.shareSong(request, request.params.id),
  );

  app.delete("/api/songs/:id/share", { schema: { params: songParams } }, async (request) =>
    songs.unshareSong(request, request.params.id),
  );

  app.get("/api/songs/:id/chordpro", { schema: { params: songParams } }, async (request, reply) => {
    const { body, fileName } = await songs.songChordPro(request, request.params.id);
    return reply
      .type("text/plain; charset=utf-8")
      .header("content-disposition", `attachment; filename="${fileName}"`)
      .send(body);
  });

  app.get("/api/share/songs/:token", { schema: { params: shareTokenParams } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    return songs.readSharedSong(db, request.params.token);
  });
}
