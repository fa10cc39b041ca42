import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { tooManyRequests } from "../errors";

export interface ThrottleRule {
  max: number;
  windowMs: number;
}

export interface ThrottleLimits {
  perIp: ThrottleRule;
  perEmail: ThrottleRule;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Per IP and per e-mail address. The per-e-mail window is short enough that the owner of an account under a
 * guessing run gets back in within 15 minutes, and long enough to make guessing hopeless.
 */
export const defaultThrottles = {
  signIn: { perIp: { max: 30, windowMs: 15 * MINUTE }, perEmail: { max: 10, windowMs: 15 * MINUTE } },
  register: { perIp: { max: 10, windowMs: HOUR }, perEmail: { max: 5, windowMs: HOUR } },
  passwordReset: { perIp: { max: 10, windowMs: HOUR }, perEmail: { max: 3, windowMs: HOUR } },
  betaSignup: { perIp: { max: 10, windowMs: HOUR }, perEmail: { max: 5, windowMs: HOUR } },
  verification: { perIp: { max: 20, windowMs: HOUR }, perEmail: { max: 3, windowMs: HOUR } },
  // Band invites e-mail people who never asked for it: a member may invite a whole band, not spam.
  bandInvite: { perIp: { max: 30, windowMs: HOUR }, perEmail: { max: 3, windowMs: HOUR } },
} satisfies Record<string, ThrottleLimits>;

export type ThrottleName = keyof typeof defaultThrottles;
export type ThrottleSettings = Record<ThrottleName, ThrottleLimits>;

/** Every limit's `max` multiplied by `scale` (config THROTTLE_SCALE). */
export function scaledThrottles(scale: number): ThrottleSettings {
  const scaled = (rule: ThrottleRule) => ({ ...rule, max: Math.round(rule.max * scale) });
  return Object.fromEntries(
    Object.entries(defaultThrottles).map(([name, limits]) => [
      name,
      { perIp: scaled(limits.perIp), perEmail: scaled(limits.perEmail) },
    ]),
  ) as ThrottleSettings;
}

declare module "fastify" {
  interface FastifyInstance {
    throttles: ThrottleSettings;
  }
}

function waitMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1
    ? "Too many attempts. Please wait a minute and try again."
    : `Too many attempts. Please wait ${minutes} minutes and try again.`;
}

const emailOf = (request: FastifyRequest) => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === "string" ? body.email.trim().toLowerCase() : "";
};

/** A pre-handler that answers 429 once either the caller's IP or the e-mail in the body has tried too often. */
export function throttle(app: FastifyInstance, name: ThrottleName): preHandlerAsyncHookHandler {
  const limits = app.throttles[name];
  const byIp = app.createRateLimit({
    max: limits.perIp.max,
    timeWindow: limits.perIp.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const byEmail = app.createRateLimit({
    max: limits.perEmail.max,
    timeWindow: limits.perEmail.windowMs,
    keyGenerator: (request) => `${name}:email:${emailOf(request)}`,
  });
  return async (request, reply) => {
    const checks = [await byIp(request), ...(emailOf(request) ? [await byEmail(request)] : [])];
    for (const check of checks) {
      if (!check.isAllowed && check.isExceeded) {
        reply.header("retry-after", check.ttlInSeconds);
        throw tooManyRequests(waitMessage(check.ttlInSeconds));
      }
    }
  };
}
