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
  send(message: MailMessage): Promise<void>;
  close(): void;
}

type Log = (message: string) => void;

/**
 * SMTP when `SMTP_URL` is set; otherwise every message is kept in the dev e-mail log table and printed,
 * so a newcomer with no mail server still sees their verification and invite links.
 */
export function createMailer(config: Config, db: Kysely<Database>, log: Log): Mailer {
  if (config.SMTP_URL) {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    return {
      async send(message) {
        await transport.sendMail({ from: config.MAIL_FROM, ...message });
      },
      close: () => transport.close(),
    };
  }
  return {
    async send(message) {
      await db
        .insertInto("devEmailLog")
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
          createdAt: nowIso(),
        })
        .execute();
      log(`E-mail (no SMTP_URL set, not sent) to ${message.to}: ${message.subject}\n${message.text}`);
    },
    close: () => undefined,
  };
}
