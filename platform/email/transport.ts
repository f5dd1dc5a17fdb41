// How mail leaves (design §2 "email"): nodemailer over SMTP when SMTP_URL is set; otherwise each message is
// written as a raw .eml file under DATA_DIR/mail, so a local install shows what it would have sent.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";
import type { MailSender } from "./sender.ts";

export type OutgoingEmail = {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** Extra headers (List-Unsubscribe on alerts); nodemailer sets the standard ones itself. */
  headers?: Record<string, string> | null;
};

export type MailTransport = {
  kind: "smtp" | "files";
  /**
   * Resolves once the SMTP server has accepted the message (or the file is written); rejects otherwise. Sends
   * may be made concurrently: the SMTP pool spreads them over its connections and queues the rest.
   */
  send(email: OutgoingEmail): Promise<void>;
  /** Resolves when the server answers a connection (EHLO, and AUTH when the URL has credentials). */
  verify(): Promise<void>;
  close(): void;
};

/** The SMTP pool (nodemailer's pooled transport; SMTP_POOL_CONNECTIONS, SMTP_POOL_MESSAGES). */
export type SmtpPoolOptions = { maxConnections: number; maxMessages: number };

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  /**
   * The From of every message; a function is asked at each send, so the agency's name follows the site
   * content (platform/email/sender.ts). If it fails, `fallbackFrom` is used: a message is never held up by it.
   */
  from: MailSender | (() => Promise<MailSender>);
  fallbackFrom?: string;
  mailDir: string;
  logger: Logger;
  pool?: SmtpPoolOptions;
}): MailTransport {
  const { smtpUrl, from, mailDir, logger } = options;
  const sender = async (): Promise<MailSender> => {
    if (typeof from !== "function") return from;
    try {
      return await from();
    } catch (error) {
      logger.warn({ err: error }, "email sender name unavailable; sending from the bare address");
      return options.fallbackFrom ?? "";
    }
  };
  const message = async (email: OutgoingEmail) => ({
    from: await sender(),
    to: email.to,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    text: email.text,
    html: email.html ?? undefined,
    headers: email.headers ?? undefined,
  });

  if (smtpUrl) {
    // Pooled: a backlog (after an outage or a crash) goes out over several reused connections at once instead
    // of one new connection per message. Settings in the URL's query (e.g. ?maxConnections=2) take precedence.
    const transporter = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: options.pool?.maxConnections ?? 5,
      maxMessages: options.pool?.maxMessages ?? 100,
    });
    return {
      kind: "smtp",
      async send(email) {
        await transporter.sendMail(await message(email));
      },
      async verify() {
        await transporter.verify();
      },
      close: () => transporter.close(),
    };
  }

  // The stream transport builds the full RFC 5322 message without sending it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(email) {
      const info = await builder.sendMail(await message(email));
      await mkdir(mailDir, { recursive: true });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeName(info.messageId)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ to: email.to, subject: email.subject, file }, "email written (no SMTP_URL)");
    },
    verify: async () => {},
    close: () => builder.close(),
  };
}

function safeName(messageId: string): string {
  return messageId.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40);
}

/**
 * Whether a failed send says the server could not be reached or talked to (refused or dropped connection,
 * timeout, DNS, 421 "service not available"), as opposed to a refusal of this message or recipient. The
 * outbox waits for such a server to come back and then sends at once (jobs/mail-server-watch.ts).
 * The codes are nodemailer's (its errors module, isTransientError, plus EDNS).
 */
export function isServerUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return responseCode === 421 || SERVER_UNAVAILABLE_CODES.has(String(code));
}

const SERVER_UNAVAILABLE_CODES = new Set(["ECONNECTION", "ESOCKET", "ETIMEDOUT", "EDNS"]);
