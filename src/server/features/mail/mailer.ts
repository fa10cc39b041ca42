import type { Kysely } from "kysely";
import nodemailer from "nodemailer";
import type { Config } from "../../config";
import type { Database } from "../../db/schema";
import { nowIso } from "../../db/values";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the message, then tries to deliver it; a failed delivery is retried later, never lost. */
  send(message: MailMessage): Promise<void>;
  /** Delivers every recorded message that is due (the worker calls this). Answers how many went out. */
  deliverDue(now?: Date): Promise<number>;
  close(): void;
}

type Log = { info(message: string): void; warn(message: string): void };

/** After this many failed tries a message stays in the outbox, marked, for someone to look at. */
export const MAX_SEND_ATTEMPTS = 8;
/** First retry after a minute, then doubling: 1, 2, 4 … 64 minutes. */
const FIRST_RETRY_DELAY_MS = 60_000;

const LINK_PATTERN = /https?:\/\/[^\s"<>]+/g;

/**
 * Every message goes through the `email_outbox` table. With `SMTP_URL` it is delivered over SMTP at once and
 * retried with backoff when that fails; without it, it is kept in the dev e-mail log and its recipient,
 * subject and links are printed, so a newcomer with no mail server still gets their links.
 */
export function createMailer(config: Config, db: Kysely<Database>, log: Log): Mailer {
  const transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;

  async function deliver(row: {
    id: number;
    toAddress: string;
    subject: string;
    textBody: string;
    htmlBody: string | null;
    attempts: number;
  }) {
    try {
      if (transport) {
        await transport.sendMail({
          from: config.MAIL_FROM,
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          ...(row.htmlBody ? { html: row.htmlBody } : {}),
        });
      } else {
        await db
          .insertInto("devEmailLog")
          .values({
            toAddress: row.toAddress,
            subject: row.subject,
            textBody: row.textBody,
            htmlBody: row.htmlBody,
            createdAt: nowIso(),
          })
          .execute();
        const links = row.textBody.match(LINK_PATTERN) ?? [];
        log.info(
          `E-mail not sent (no SMTP_URL) to ${row.toAddress}: "${row.subject}"${links.map((link) => `\n  ${link}`).join("")}`,
        );
      }
      await db
        .updateTable("emailOutbox")
        .set({ sentAt: nowIso(), attempts: row.attempts + 1 })
        .where("id", "=", row.id)
        .execute();
      return true;
    } catch (error) {
      const attempts = row.attempts + 1;
      const retryAt = new Date(Date.now() + FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1)).toISOString();
      await db
        .updateTable("emailOutbox")
        .set({ attempts, lastError: String(error).slice(0, 500), nextAttemptAt: retryAt })
        .where("id", "=", row.id)
        .execute();
      log.warn(
        `E-mail to ${row.toAddress} failed (attempt ${attempts} of ${MAX_SEND_ATTEMPTS}); will retry: ${String(error)}`,
      );
      return false;
    }
  }

  return {
    async send(message) {
      const now = nowIso();
      const row = await db
        .insertInto("emailOutbox")
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          nextAttemptAt: now,
          createdAt: now,
        })
        .returning(["id", "toAddress", "subject", "textBody", "htmlBody", "attempts"])
        .executeTakeFirstOrThrow();
      await deliver(row);
    },
    async deliverDue(now = new Date()) {
      const due = await db
        .selectFrom("emailOutbox")
        .select(["id", "toAddress", "subject", "textBody", "htmlBody", "attempts"])
        .where("sentAt", "is", null)
        .where("attempts", "<", MAX_SEND_ATTEMPTS)
        .where("nextAttemptAt", "<=", now.toISOString())
        .orderBy("id")
        .execute();
      let delivered = 0;
      for (const row of due) if (await deliver(row)) delivered += 1;
      return delivered;
    },
    close: () => transport?.close(),
  };
}
