import type { FastifyInstance } from "fastify";
import { deleteExpiredSessions } from "./features/auth/sessions";
import { deliverDueNotifications } from "./features/notifications/service";

/** How often the in-process worker runs: due song notifications, e-mail retries, expired sessions. */
export const BACKGROUND_JOB_INTERVAL_MS = 30 * 1000;

/** The background worker of the server process: batched song notifications, the e-mail outbox, and a sweep of expired sessions. */
export function startBackgroundJobs(app: FastifyInstance): void {
  let running = false;
  const tick = async () => {
    if (running) return; // A slow SMTP server must not make runs overlap.
    running = true;
    try {
      await deliverDueNotifications(app.database.db, app.mailer, app.config.APP_URL);
      await app.mailer.deliverDue();
      await deleteExpiredSessions(app.database.db);
    } catch (error) {
      app.log.error({ err: error }, "background job failed; will retry");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), BACKGROUND_JOB_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
