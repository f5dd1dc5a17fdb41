// Posts the lead webhook outbox (modules/leads/repos/webhooks.ts; LEADS_WEBHOOK_URL): claims due rows, POSTs each signed
// (modules/leads/use-cases/webhook.ts), and marks it sent or schedules a retry with the email outbox's backoff. Given
// turns beside the email sender (jobs/agency-jobs.ts); several processes may post, as claims skip each other.
import type { Db } from "../../../db/client.ts";
import {
  claimDueWebhooks,
  markWebhookAttemptFailed,
  markWebhookSent,
  type OutboxWebhook,
} from "../repos/webhooks.ts";
import { attemptFailure } from "../../../platform/email/retry-backoff.ts";
import { postWebhook } from "../use-cases/webhook.ts";
import type { Logger } from "../../../platform/logger.ts";
import { serialTask } from "../../../platform/poll-loop.ts";
import { LEASE_MS, withRenewedLease, type LeaseOptions } from "../../../platform/outbox-lease.ts";
import { outboxWebhooks } from "../../../db/schema.ts";

export const WEBHOOK_BATCH_SIZE = 20;

type WebhookDeps = {
  db: Db;
  logger: Logger;
  /** LEADS_WEBHOOK_SECRET; rows are kept (not posted) while it is missing. */
  secret: string | null;
  timeoutMs?: number;
  lease?: LeaseOptions;
};

/**
 * One agency's poster, driven from outside (jobs/agency-jobs.ts gives it turns among the install's agencies):
 * each turn posts one batch of what is due and resolves to how many were claimed.
 */
export function createWebhookPoster(deps: WebhookDeps): {
  runTurn(): Promise<number>;
  stop(): Promise<void>;
} {
  const { db, logger, secret } = deps;

  async function deliver(webhook: OutboxWebhook, key: string, done: (id: number) => void) {
    const result = await postWebhook(webhook.url, key, webhook.body, { timeoutMs: deps.timeoutMs });
    done(webhook.id);
    if (result.ok) {
      await markWebhookSent(db, webhook.id);
      return;
    }
    await markWebhookAttemptFailed(db, webhook.id, attemptFailure(webhook.attempts, result.error));
    logger.warn(
      { webhookId: webhook.id, attempts: webhook.attempts, err: result.error },
      "lead webhook not delivered",
    );
  }

  async function runBatch(): Promise<number> {
    if (!secret) return 0;
    const leaseMs = deps.lease?.leaseMs ?? LEASE_MS;
    const claimed = await claimDueWebhooks(db, { limit: WEBHOOK_BATCH_SIZE, leaseMs });
    if (claimed.length === 0) return 0;
    await withRenewedLease(
      db,
      outboxWebhooks,
      claimed.map((webhook) => webhook.id),
      { ...deps.lease, onError: (error) => logger.warn({ err: error }, "webhook lease not renewed") },
      (done) => Promise.all(claimed.map((webhook) => deliver(webhook, secret, done))),
    );
    return claimed.length;
  }

  const turns = serialTask(runBatch, 0);
  return { runTurn: turns.run, stop: turns.stop };
}
