import type { FastifyInstance } from "fastify";
import { deliverDueNotifications, NOTIFICATION_WORKER_INTERVAL_MS } from "./service";

/** The background worker: delivers due song notifications from inside the server process. */
export function startNotificationWorker(app: FastifyInstance): void {
  let running = false;
  const tick = async () => {
    if (running) return; // A slow SMTP server must not make deliveries overlap.
    running = true;
    try {
      await deliverDueNotifications(app.database.db, app.mailer, app.config.APP_URL);
    } catch (error) {
      app.log.error({ err: error }, "notification delivery failed; will retry");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), NOTIFICATION_WORKER_INTERVAL_MS);
  timer.unref();
  app.addHook("onClose", async () => clearInterval(timer));
}
