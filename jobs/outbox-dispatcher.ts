// Sends an agency's email outbox (db/repos/outbox.ts): claims due rows, hands them to the transport all at once
// (the SMTP pool spreads them over its connections), and marks each sent or schedules a retry with backoff;
// retries left waiting by an outage are woken when the server answers again (jobs/mail-server-watch.ts). It sends
// one batch per turn; jobs/agency-jobs.ts shares the turns out between the install's agencies. Runs inside the
// web process (design §1 "Jobs") or a worker; any number of processes may run against the same PostgreSQL, since
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
import { serialTask } from "../platform/poll-loop.ts";
import { LEASE_MS, withRenewedLease, type LeaseOptions } from "../platform/outbox-lease.ts";
import { outboxEmails } from "../db/schema.ts";
import { createMailServerWatch } from "./mail-server-watch.ts";

export const OUTBOX_BATCH_SIZE = 20;

/** One agency's sender, driven from outside: jobs/agency-jobs.ts gives it turns among the install's agencies. */
export type OutboxSender = {
  /**
   * Sends one batch of what is due (at most OUTBOX_BATCH_SIZE emails), after any batch in flight; resolves to how
   * many were claimed.
   */
  runTurn(): Promise<number>;
  /** Waits for the batch in flight, then closes the transport; later turns send nothing. */
  close(): Promise<void>;
  /**
   * The mail server is not yet known to answer: a turn asks it (at most every few seconds) even with nothing due,
   * and its answer makes the retries that backed off during an outage due now (jobs/mail-server-watch.ts).
   */
  awaitingServer(): boolean;
};

export type OutboxDeps = {
  db: Db;
  transport: MailTransport;
  logger: Logger;
  /** The claim's lease and how often the live worker renews it (platform/outbox-lease.ts). */
  lease?: LeaseOptions;
  /** How often a server found unreachable is asked whether it is back (jobs/mail-server-watch.ts). */
  probeMs?: number;
};

export function createOutboxSender(deps: OutboxDeps): OutboxSender {
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

  async function sendBatch(): Promise<number> {
    await watch.check();
    const claimed = await claimDueEmails(db, { limit: OUTBOX_BATCH_SIZE, leaseMs });
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

  const turns = serialTask(sendBatch, 0);
  return {
    runTurn: turns.run,
    awaitingServer: watch.awaitingServer,
    async close() {
      await turns.stop();
      transport.close();
    },
  };
}
