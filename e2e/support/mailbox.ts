import { findLink, type ReceivedMail } from "../../src/server/test/smtp";

/** Reads e-mails the server really sent over SMTP to the journeys' capture server (start-server.ts). */
const mailPort = Number(process.env.E2E_PORT ?? 3100) + 1;

export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const response = await fetch(`http://127.0.0.1:${mailPort}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for the newest e-mail to `address` containing a link whose path starts with `pathPrefix`; answers it. */
export async function linkInMail(address: string, pathPrefix: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mails = await mailsTo(address);
    for (const mail of mails.reverse()) {
      const link = findLink(mail.body, pathPrefix);
      if (link) return link.toString();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no e-mail to ${address} with a ${pathPrefix} link`);
}
