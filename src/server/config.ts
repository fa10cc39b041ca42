import { z } from "zod";

/** Everything the server reads from its environment, checked once at boot. */
const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  APP_URL: z.url({ message: "APP_URL must be a full URL such as http://localhost:3000" }).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, {
      message: "DATABASE_URL must start with postgres:// (leave it unset for SQLite)",
    })
    .optional(),
  SQLITE_PATH: z.string().min(1).default("data/bandbook.db"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { message: "SMTP_URL must start with smtp:// or smtps://" })
    .optional(),
  MAIL_FROM: z.string().min(3).default("Bandbook <no-reply@bandbook.local>"),
  ADMIN_EMAIL: z.email({ message: "ADMIN_EMAIL must be an e-mail address" }).optional(),
  // Behind a reverse proxy, `true` (or its address) makes X-Forwarded-For the client address. Off by
  // default: otherwise any client could name its own address and dodge the per-IP attempt limits.
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((value) => (value === "true" ? true : value === "false" ? false : value)),
  // `npm run dev` serves the web app from Vite instead, so the API process skips building and serving it.
  SERVE_WEB_APP: z
    .enum(["true", "false"], { message: "SERVE_WEB_APP must be true or false" })
    .default("true")
    .transform((value) => value === "true"),
  // Multiplies every per-IP and per-e-mail attempt limit; for test and staging rigs that sign in often.
  THROTTLE_SCALE: z.coerce
    .number({ message: "THROTTLE_SCALE must be a number" })
    .min(1, { message: "THROTTLE_SCALE must be at least 1" })
    .max(10_000)
    .default(1),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LLM_BASE_URL: z.url().optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).optional(),
});

export type Config = z.infer<typeof configSchema> & { APP_URL: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Bandbook cannot start, its configuration has problems:\n${problems.map((p) => `  - ${p}`).join("\n")}`,
    );
  }
}

/** Parses the environment, listing every bad key at once rather than failing on the first. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value in .env means "not set", as it does in a shell.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`));
  }
  const config = parsed.data;
  return { ...config, APP_URL: config.APP_URL ?? `http://localhost:${config.PORT}` };
}

/** An absolute link into the app, for e-mails: every link a person receives points at APP_URL. */
export function appLink(config: Pick<Config, "APP_URL">, path: string): string {
  return new URL(path, config.APP_URL).toString();
}
