import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  subject: string;
  /** The decoded message source: headers and every body part. */
  body: string;
}

export interface TestSmtp {
  url: string;
  messages: ReceivedMail[];
  /** The next message to `address`, waiting for it if it has not arrived yet. */
  waitFor(address: string, timeoutMs?: number): Promise<ReceivedMail>;
  /** The first link in a message to `address` whose path starts with `pathPrefix`. */
  linkFor(address: string, pathPrefix: string): Promise<URL>;
  close(): Promise<void>;
}

/** The first link in an e-mail body whose path starts with `pathPrefix` (HTML-escaped `&` undone). */
export function findLink(body: string, pathPrefix: string): URL | undefined {
  const links = body.match(/https?:\/\/[^\s"<>]+/g) ?? [];
  return links
    .map((href) => new URL(href.replaceAll("&amp;", "&")))
    .find((url) => url.pathname.startsWith(pathPrefix));
}

/** Undoes quoted-printable soft breaks and escapes, so links in the text part are whole again. */
function decodeQuotedPrintable(source: string): string {
  return source
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** A real SMTP server on a random port that keeps every message, for tests of e-mailed links. */
export async function startTestSmtp(): Promise<TestSmtp> {
  const messages: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const body = decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8"));
        const subject = /^Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? "";
        messages.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
          subject,
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;

  async function waitFor(address: string, timeoutMs = 5_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find(
        (message) => !taken.has(message) && message.to.includes(address.toLowerCase()),
      );
      if (found) {
        taken.add(found);
        return found;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`no e-mail to ${address} within ${timeoutMs} ms`);
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor,
    async linkFor(address, pathPrefix) {
      const message = await waitFor(address);
      const link = findLink(message.body, pathPrefix);
      if (!link) throw new Error(`no ${pathPrefix} link in "${message.subject}"`);
      return link;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
