// Sends the email outbox (db/repos/outbox.ts): claims due rows, hands them to the transport all at once (the
// SMTP pool spreads them over its connections), and marks each sent or schedules a retry with backoff; retries
// left waiting by an outage are woken when the server answers again (jobs/mail-server-watch.ts). Runs inside
// the web process (design §1 "Jobs"); any number of processes may run one against the same PostgreSQL, since
// claims skip each other's rows.
import type { Db } from "../db/client.ts";
import {
  claimDueEmails,
  markEmailAttemptFailed,
  markEmailSent,
  type OutboxEmail,
} from "../db/repos/outbox.ts";
import { refreshLeadDeliveryStatus } from "../modules/leads/index.ts";
import type { MailTransport } from "../platform/email/transport.ts";
import type { Logger } from "../platform/logger.ts";
import { attemptFailure } from "../platform/email/retry-backoff.ts";
import { startPollLoop } from "../platform/poll-loop.ts";
import { LEASE_MS, withRenewedLease, type LeaseOptions } from "../platform/outbox-lease.ts";
import { outboxEmails } from "../db/schema.ts";
import { createMailServerWatch } from "./mail-server-watch.ts";

const BATCH_SIZE = 20;
const MAX_BATCHES_PER_RUN = 10;

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
  /** The claim's lease and how often the live worker renews it (platform/outbox-lease.ts). */
  lease?: LeaseOptions;
  /** How often a server found unreachable is asked whether it is back (jobs/mail-server-watch.ts). */
  probeMs?: number;
}): OutboxDispatcher {
  const { db, transport, logger } = deps;
  const leaseMs = deps.lease?.leaseMs ?? LEASE_MS;
  const watch = createMailServerWatch({
    db,
    transport,
    logger,
    // Every production worker takes LEASE_MS; a test's shorter lease must not let the wake reach a claim.
    leaseMs: Math.max(LEASE_MS, leaseMs),
    probeMs: deps.probeMs,
  });

  async function deliver(email: OutboxEmail, done: (id: number) => void) {
    let accepted = false;
    try {
      await transport.send(email);
      accepted = true;
      done(email.id);
      await markEmailSent(db, email.id);
    } catch (error) {
      if (!accepted) watch.failed(error);
      const message = error instanceof Error ? error.message : String(error);
      done(email.id);
      await markEmailAttemptFailed(db, email.id, attemptFailure(email.attempts, message));
      logger.warn({ emailId: email.id, attempts: email.attempts, err: message }, "email not sent");
    }
    if (accepted) await watch.accepted();
    // A lead is 'delivered' once all its emails went (leads.delivery_status, shown by leads:export).
    if (email.leadId !== null) await refreshLeadDeliveryStatus(db, email.leadId);
  }

  // A full batch is followed at once by the next (up to MAX_BATCHES_PER_RUN), not after a poll interval: after
  // an outage or a crash the backlog drains at the SMTP server's pace.
  async function runBatches(): Promise<number> {
    await watch.check();
    let total = 0;
    for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
      const sent = await runBatch();
      total += sent;
      if (sent < BATCH_SIZE) break;
    }
    return total;
  }

  async function runBatch(): Promise<number> {
    const claimed = await claimDueEmails(db, { limit: BATCH_SIZE, leaseMs });
    if (claimed.length === 0) return 0;
    await withRenewedLease(
      db,
      outboxEmails,
      claimed.map((email) => email.id),
      { ...deps.lease, onError: (error) => logger.warn({ err: error }, "outbox lease not renewed") },
      // At once, not one by one: the transport bounds the concurrency (SMTP_POOL_CONNECTIONS), and the batch
      // size bounds what is claimed and held under one lease.
      (done) => Promise.all(claimed.map((email) => deliver(email, done))),
    );
    return claimed.length;
  }

  // One batch at a time per process (platform/poll-loop.ts); tests call runOnce() to send what is due now.
  const loop = startPollLoop(runBatches, {
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
