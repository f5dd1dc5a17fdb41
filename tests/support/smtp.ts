// A real SMTP server for tests (smtp-server, by the nodemailer authors): it accepts every message on a local
// port and keeps what arrived, so a test can assert what the app really sent. Recipients at `reject.test`
// are refused, to exercise the outbox's retries.
import { SMTPServer } from "smtp-server";

export type ReceivedEmail = {
  from: string;
  to: string[];
  raw: string;
  /** The header's value, unfolded (RFC 5322 §2.2.3). */
  header(name: string): string | undefined;
  /** The text/plain part, quoted-printable decoded. */
  text: string;
};

export const REJECTED_DOMAIN = "reject.test";

export async function startSmtpTestServer() {
  const received: ReceivedEmail[] = [];
  // Open connections that have delivered a message, and the most there were at once: more than one means the
  // client sent over several connections in parallel (a connection that only checks the server never counts).
  const delivering = new Set<string>();
  let mostDeliveringAtOnce = 0;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would otherwise try STARTTLS with a certificate it cannot trust.
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.endsWith(`@${REJECTED_DOMAIN}`)) {
        return callback(Object.assign(new Error("Mailbox unavailable"), { responseCode: 550 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push(parse(Buffer.concat(chunks).toString("utf8"), session.envelope));
        delivering.add(session.id);
        mostDeliveringAtOnce = Math.max(mostDeliveringAtOnce, delivering.size);
        callback();
      });
    },
    onClose(session) {
      delivering.delete(session.id);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as { port: number };

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The most connections that were open at once having each delivered a message. */
    get mostDeliveringAtOnce() {
      return mostDeliveringAtOnce;
    },
    /** The first message to `address`, waiting up to `timeoutMs` for the outbox to send it. */
    async waitFor(address: string, timeoutMs = 10_000): Promise<ReceivedEmail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((email) => email.to.includes(address));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no email to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parse(
  raw: string,
  envelope: { mailFrom: false | { address: string }; rcptTo: { address: string }[] },
): ReceivedEmail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n(?=[ \t])/g, "");
  const body = rest.join("\n\n");
  return {
    from: envelope.mailFrom ? envelope.mailFrom.address : "",
    to: envelope.rcptTo.map((r) => r.address),
    raw,
    header(name) {
      const match = new RegExp(`^${name}:[ \\t]*(.*)$`, "im").exec(headers);
      return match?.[1]?.trim();
    },
    // Line ends as written (CRLF on the wire), so a test can look for several lines at once.
    text: decodeQuotedPrintable(textPart(body, headers)).replace(/\r\n/g, "\n"),
  };
}

// The text/plain part of a multipart/alternative body (split at its boundary: the text may hold lines
// starting "--", such as the signature separator "-- "), or the whole body when it is not multipart.
function textPart(body: string, headers: string): string {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(headers)?.[1];
  if (!boundary) return body;
  const part = body
    .split(`--${boundary}`)
    .find((candidate) => /^\s*Content-Type: text\/plain/i.test(candidate));
  const match = part && /\r?\n\r?\n([^]*?)\r?\n$/.exec(part);
  return match?.[1] ?? body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, "")
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
