import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ApiErrorBody } from "../../shared/errors";

/** Vite names built assets by content hash, so they can be cached for a year. */
const IMMUTABLE_CACHE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";

/**
 * Serves the built web app: hashed assets cached forever, everything else revalidated, and index.html
 * for any other GET so the client router can take over. Unknown /api paths get a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string | undefined): Promise<void> {
  const hasClient = clientDir !== undefined && existsSync(join(clientDir, "index.html"));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      setHeaders: (reply, path) => {
        reply.header(
          "Cache-Control",
          path.includes(`${join(clientDir, "assets")}`) ? IMMUTABLE_CACHE : REVALIDATE,
        );
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.url === "/api" || request.url.startsWith("/api/")) {
      return reply.status(404).send({ message: "Not found", code: "not_found" } satisfies ApiErrorBody);
    }
    const wantsPage = request.method === "GET" || request.method === "HEAD";
    if (hasClient && wantsPage && !looksLikeAFile(request.url)) {
      return reply.header("Cache-Control", REVALIDATE).type("text/html").sendFile("index.html");
    }
    return reply.status(404).send({ message: "Not found", code: "not_found" } satisfies ApiErrorBody);
  });
}

/** `/assets/x.js` or `/favicon.ico` is a missing file, not a client route. */
function looksLikeAFile(url: string): boolean {
  const path = url.split("?")[0] ?? "";
  const lastSegment = path.slice(path.lastIndexOf("/") + 1);
  return lastSegment.includes(".");
}
