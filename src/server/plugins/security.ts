import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import { forbidden } from "../errors";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Security headers, a strict same-origin CSP, and a same-origin check on every API mutation. */
export async function registerSecurity(app: FastifyInstance, appUrl: string): Promise<void> {
  const secure = appUrl.startsWith("https://");
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix and sonner position popovers with inline style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // A song's audio URL may point at any https host the band uses.
        mediaSrc: ["'self'", "https:", "blob:"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    hsts: secure,
    crossOriginEmbedderPolicy: false,
  });

  const allowedOrigins = new Set([new URL(appUrl).origin]);
  app.addHook("onRequest", async (request) => {
    if (!MUTATING_METHODS.has(request.method) || !request.url.startsWith("/api/")) return;
    const origin = request.headers.origin;
    if (!origin) return; // Same-origin fetches from old browsers and non-browser clients send none.
    const sameHost = `${request.protocol}://${request.host}`;
    if (origin !== sameHost && !allowedOrigins.has(origin)) {
      throw forbidden("Requests from other sites are not allowed.");
    }
  });
}
