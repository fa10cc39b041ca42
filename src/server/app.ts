import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import compress from "@fastify/compress";
import cookie from "@fastify/cookie";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RawServerDefault } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { startBackgroundJobs } from "./background-jobs";
import type { Config } from "./config";
import type { DatabaseHandle } from "./db/database";
import { adminRoutes } from "./features/admin/routes";
import { authRoutes } from "./features/auth/routes";
import { registerSessionRenewal } from "./features/auth/sessions";
import { bandRoutes } from "./features/bands/routes";
import { betaRoutes } from "./features/beta/routes";
import { healthRoutes } from "./features/health/routes";
import { createMailer, type Mailer } from "./features/mail/mailer";
import { songRoutes } from "./features/songs/routes";
import { registerErrorHandler } from "./plugins/error-handler";
import { registerSecurity } from "./plugins/security";
import { registerSpa } from "./plugins/spa";
import { scaledThrottles, type ThrottleSettings } from "./plugins/throttle";

/** Largest JSON body accepted: a long chart with lyrics is ~20 KB; ChordPro imports send one file per call. */
export const MAX_BODY_BYTES = 1_048_576;
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
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
  /** Tests relax or tighten the sign-in, registration and reset throttles. */
  throttles?: Partial<ThrottleSettings>;
}

/** Builds the whole HTTP app without listening, so tests can drive it with `inject()`. */
export async function buildApp(options: AppOptions): Promise<AppInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    bodyLimit: MAX_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
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
  app.decorate("throttles", { ...scaledThrottles(config.THROTTLE_SCALE), ...options.throttles });
  const mailer = createMailer(config, options.database.db, {
    info: (message) => app.log.info(message),
    warn: (message) => app.log.warn(message),
  });
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => mailer.close());
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

  registerSessionRenewal(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(betaRoutes);
  await app.register(adminRoutes);
  await app.register(bandRoutes);
  await app.register(songRoutes);
  startBackgroundJobs(app);

  await registerSpa(app, options.clientDir);
  return app;
}
