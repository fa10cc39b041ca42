import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";

/**
 * The journeys' server: the real `npm start` path on a throwaway SQLite file, so every run starts empty,
 * with real SMTP delivery into a capture server whose messages the journeys read from MAIL_PORT.
 */
const dataDir = mkdtempSync(join(tmpdir(), "bandbook-e2e-"));
const port = Number(process.env.E2E_PORT ?? 3100);
const mailPort = port + 1;

interface CapturedMail {
  to: string[];
  subject: string;
  body: string;
}
const mails: CapturedMail[] = [];

const decodeQuotedPrintable = (source: string) =>
  source
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => {
      const body = decodeQuotedPrintable(Buffer.concat(chunks).toString("utf8"));
      mails.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        subject: /^Subject: (.*)$/m.exec(body)?.[1]?.trim() ?? "",
        body,
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
const smtpPort = (smtp.server.address() as AddressInfo).port;

// GET /mails?to=address answers every message to that address, oldest first (see e2e/support/mailbox.ts).
createServer((request, response) => {
  const url = new URL(request.url ?? "/", "http://localhost");
  const to = url.searchParams.get("to")?.toLowerCase() ?? "";
  response.setHeader("content-type", "application/json");
  response.end(JSON.stringify(mails.filter((mail) => mail.to.includes(to))));
}).listen(mailPort, "127.0.0.1");

const server = spawn(join("node_modules", ".bin", "tsx"), ["src/server/main.ts"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    APP_URL: `http://127.0.0.1:${port}`,
    SQLITE_PATH: join(dataDir, "e2e.db"),
    DATABASE_URL: "",
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
  },
});

for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
