// Notices when the SMTP server answers again after an outage and wakes the outbox's waiting retries (issue 13,
// "last notification within 60 s of SMTP returning"). The retry backoff (platform/email/retry-backoff.ts) is
// right for a message the server refuses, but after an outage it left a backlog waiting minutes for a server
// that was already back. The dispatcher tells the watch about each send; while the server is down (or, just
// after start, not yet seen: an outage before a restart leaves retries waiting too) the watch asks it every
// few seconds, and the first answer or successful send wakes every waiting retry once (wakeWaitingRetries).
import type { Db } from "../db/client.ts";
import { wakeWaitingRetries } from "../db/repos/outbox.ts";
import { outboxEmails } from "../db/schema.ts";
import { isServerUnavailable, type MailTransport } from "../platform/email/transport.ts";
import type { Logger } from "../platform/logger.ts";

export const PROBE_MS = 5_000;
// A server that accepts the connection but never greets must not hold the dispatcher for nodemailer's minutes.
const PROBE_TIMEOUT_MS = 10_000;

export type MailServerWatch = {
  /** Before a batch: asks a server not known to be up (at most every probeMs); an answer wakes the waiting. */
  check(): Promise<void>;
  /** A message was accepted: if the server was not known to be up, wakes the waiting. Never rejects. */
  accepted(): Promise<void>;
  /** A send failed: a server that cannot be reached is down until it answers again. */
  failed(error: unknown): void;
  /** Not yet known to answer (before the first check, or down): `check` has work to do even with nothing due. */
  awaitingServer(): boolean;
};

export function createMailServerWatch(deps: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** The longest lease any worker takes: claimed rows are never woken (wakeWaitingRetries). */
  leaseMs: number;
  probeMs?: number;
}): MailServerWatch {
  const { db, transport, logger } = deps;
  const probeMs = deps.probeMs ?? PROBE_MS;
  let state: "unknown" | "down" | "up" = "unknown";
  let lastProbeAt = -Infinity;

  async function answered() {
    if (state === "up") return;
    const wasDown = state === "down";
    state = "up";
    try {
      const woken = await wakeWaitingRetries(db, outboxEmails, deps.leaseMs);
      if (wasDown || woken > 0) logger.info({ woken }, "mail server answers: waiting retries are due now");
    } catch (error) {
      // The retries keep their schedule; nothing is lost.
      logger.warn({ err: error }, "waiting retries not woken");
    }
  }

  function down(error: unknown) {
    if (state !== "down") logger.warn({ err: error }, "mail server unreachable: will retry when it answers");
    state = "down";
  }

  return {
    async check() {
      if (state === "up" || performance.now() - lastProbeAt < probeMs) return;
      lastProbeAt = performance.now();
      try {
        await withTimeout(transport.verify(), PROBE_TIMEOUT_MS);
      } catch (error) {
        down(error);
        return;
      }
      await answered();
    },
    accepted: answered,
    failed(error) {
      if (isServerUnavailable(error)) down(error);
    },
    awaitingServer: () => state !== "up",
  };
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
