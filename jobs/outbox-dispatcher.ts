// Sends the email outbox (db/repos/outbox.ts): claims due rows, hands each to the transport, and marks it
// sent or schedules a retry with backoff. Runs inside the web process (design §1 "Jobs"); any number of
// processes may run one against the same PostgreSQL, since claims skip each other's rows.
import type { Db } from "../db/client.ts";
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  type OutboxEmail,
} from "../db/repos/outbox.ts";
import { refreshLeadDeliveryStatus } from "../db/repos/leads.ts";
import type { MailTransport } from "../platform/email/transport.ts";
import type { Logger } from "../platform/logger.ts";
import { retryDelayMs } from "../platform/email/retry-backoff.ts";
import { startPollLoop } from "./poll-loop.ts";

const BATCH_SIZE = 20;
// Longer than any SMTP conversation (nodemailer's own timeouts are minutes at most).
const LEASE_MS = 10 * 60 * 1000;

export type OutboxDispatcher = {
  /** Sends what is due now; resolves when the batch is done (also used by the poll loop). */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
};

export function startOutboxDispatcher(deps: {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  pollMs?: number;
}): OutboxDispatcher {
  const { db, transport, logger } = deps;

  async function deliver(email: OutboxEmail) {
    try {
      await transport.send(email);
      await markEmailSent(db, email.id);
    } catch (error) {
      const delay = retryDelayMs(email.attempts);
      const message = error instanceof Error ? error.message : String(error);
      await markEmailAttemptFailed(db, email.id, {
        error: message.slice(0, 2000),
        retryAt: delay === null ? null : new Date(Date.now() + delay),
      });
      logger.warn({ emailId: email.id, attempts: email.attempts, err: message }, "email not sent");
    }
    // A lead is 'delivered' once all its emails went (leads.delivery_status, shown by leads:export).
    if (email.leadId !== null) await refreshLeadDeliveryStatus(db, email.leadId);
  }

  async function runBatch(): Promise<number> {
    const claimed = await claimDueEmails(db, { limit: BATCH_SIZE, leaseMs: LEASE_MS });
    for (const email of claimed) await deliver(email);
    return claimed.length;
  }

  // One batch at a time per process (jobs/poll-loop.ts); tests call runOnce() to send what is due now.
  const loop = startPollLoop(runBatch, {
    intervalMs: deps.pollMs ?? 1000,
    onError: (error) => logger.error({ err: error }, "outbox dispatch failed"),
  });

  return {
    runOnce: loop.runOnce,
    async stop() {
      await loop.stop();
      transport.close();
    },
  };
}
