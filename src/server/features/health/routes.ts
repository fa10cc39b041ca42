import { sql } from "kysely";
import { z } from "zod";
import type { AppInstance } from "../../app";

const healthSchema = z.object({ status: z.enum(["ok", "unavailable"]), db: z.enum(["sqlite", "postgres"]) });

export async function healthRoutes(app: AppInstance): Promise<void> {
  app.get(
    "/api/health",
    { schema: { response: { 200: healthSchema, 503: healthSchema } } },
    async (_request, reply) => {
      const { db, dialect } = app.database;
      try {
        await sql`select 1`.execute(db);
        return { status: "ok" as const, db: dialect };
      } catch {
        return reply.status(503).send({ status: "unavailable" as const, db: dialect });
      }
    },
  );
}
