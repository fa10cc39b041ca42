import type { FastifyInstance } from "fastify";
import { deliverDueNotifications } from "./features/notifications/service";

/** How often the in-process worker delivers due song notifications and retries failed e-mails. */
export const BACKGROUND_JOB_INTERVAL_MS = 30 * 1000;

/** The background worker of the server process: batched song notifications, then the e-mail outbox. */
export function startBackgroundJobs(app: FastifyInstance): void {
  let running = false;
  const tick = async () => {
    if (running) return; // A slow SMTP server must not make runs overlap.
    running = true;
    try {
      await deliverDueNotifications(app.database.db, app.mailer, app.config.APP_URL);
      await app.mailer.deliverDue();
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
