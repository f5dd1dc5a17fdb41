// How mail leaves (design §2 "email"): nodemailer over SMTP when SMTP_URL is set; otherwise each message is
// written as a raw .eml file under DATA_DIR/mail, so a local install shows what it would have sent.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Logger } from "../logger.ts";

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
  /** Resolves once the SMTP server has accepted the message (or the file is written); rejects otherwise. */
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
};

export function createMailTransport(options: {
  smtpUrl: string | undefined;
  from: string;
  mailDir: string;
  logger: Logger;
}): MailTransport {
  const { smtpUrl, from, mailDir, logger } = options;
  const message = (email: OutgoingEmail) => ({
    from,
    to: email.to,
    replyTo: email.replyTo ?? undefined,
    subject: email.subject,
    text: email.text,
    html: email.html ?? undefined,
    headers: email.headers ?? undefined,
  });

  if (smtpUrl) {
    const transporter = nodemailer.createTransport(smtpUrl);
    return {
      kind: "smtp",
      async send(email) {
        await transporter.sendMail(message(email));
      },
      close: () => transporter.close(),
    };
  }

  // The stream transport builds the full RFC 5322 message without sending it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "files",
    async send(email) {
      const info = await builder.sendMail(message(email));
      await mkdir(mailDir, { recursive: true });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, "-")}-${safeName(info.messageId)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ to: email.to, subject: email.subject, file }, "email written (no SMTP_URL)");
    },
    close: () => builder.close(),
  };
}

function safeName(messageId: string): string {
  return messageId.replace(/[^A-Za-z0-9-]/g, "").slice(0, 40);
}
