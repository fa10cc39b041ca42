import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import type { DatabaseHandle } from "../../db/database";
import { createTestDatabase } from "../../test/test-app";
import { createMailer } from "./mailer";

const quietLog = {
  lines: [] as string[],
  info(m: string) {
    this.lines.push(m);
  },
  warn(m: string) {
    this.lines.push(m);
  },
};

describe("the mailer", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("without SMTP keeps each message in the dev e-mail log and prints its recipient, subject and links", async () => {
    const mailer = createMailer(loadConfig({}), database.db, quietLog);
    await mailer.send({
      to: "a@example.com",
      subject: "Verify",
      text: "Open http://localhost:3000/auth/verify-email?token=abc now",
    });
    const logged = await database.db
      .selectFrom("devEmailLog")
      .selectAll()
      .where("toAddress", "=", "a@example.com")
      .execute();
    expect(logged).toHaveLength(1);
    expect(quietLog.lines.at(-1)).toContain('to a@example.com: "Verify"');
    expect(quietLog.lines.at(-1)).toContain("http://localhost:3000/auth/verify-email?token=abc");
  });

  it("keeps a message whose delivery failed and delivers it on a later try", async () => {
    let accept = false;
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (!accept) return callback(new Error("451 try again later"));
        received.push(address.address);
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on("end", () => callback());
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as AddressInfo;
    const mailer = createMailer(loadConfig({ SMTP_URL: `smtp://127.0.0.1:${port}` }), database.db, quietLog);
    try {
      await expect(
        mailer.send({ to: "b@example.com", subject: "Invite", text: "hello" }),
      ).resolves.toBeUndefined();
      const pending = await database.db
        .selectFrom("emailOutbox")
        .selectAll()
        .where("toAddress", "=", "b@example.com")
        .executeTakeFirstOrThrow();
      expect(pending.sentAt).toBeNull();
      expect(pending.attempts).toBe(1);
      expect(pending.lastError).toContain("try again later");

      expect(await mailer.deliverDue()).toBe(0); // Not due yet: the first retry waits a minute.
      accept = true;
      expect(await mailer.deliverDue(new Date(Date.now() + 2 * 60_000))).toBe(1);
      expect(received).toEqual(["b@example.com"]);
      const sent = await database.db
        .selectFrom("emailOutbox")
        .selectAll()
        .where("id", "=", pending.id)
        .executeTakeFirstOrThrow();
      expect(sent.sentAt).not.toBeNull();
    } finally {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
