import { randomUUID } from "node:crypto";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from "fastify";
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from "fastify-type-provider-zod";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { healthRoutes } from "./features/health/routes";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerSecurity } from "./plugins/security";
import { registerSpa } from "./plugins/spa";

/** Largest JSON body accepted: a long chart with lyrics is ~20 KB; ChordPro imports send one file per call. */
export const MAX_BODY_BYTES = 1_048_576;
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;

export interface AppOptions {
  config: Config;
  database: DatabaseHandle;
  /** The built web app (dist/client); API-only when absent. */
  clientDir?: string;
  logger?: boolean;
}

/** Builds the whole HTTP app without listening, so tests can drive it with `inject()`. */
export async function buildApp(options: AppOptions): Promise<AppInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: true,
    genReqId: (request) => {
      const incoming = request.headers["x-request-id"];
      return typeof incoming === "string" && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    },
    forceCloseConnections: "idle",
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("database", options.database);
  // Only JSON bodies: a plain-text form post from another site cannot reach a mutation.
  app.removeContentTypeParser("text/plain");
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });

  registerErrorHandler(app);
  await registerSecurity(app, config.APP_URL);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });

  await app.register(healthRoutes);

  await registerSpa(app, options.clientDir);
  return app;
}
