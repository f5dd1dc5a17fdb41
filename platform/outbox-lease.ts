// The short lease of claimed outbox rows (issue 13 item 6; docs/decisions/015): a claim holds its rows for
// LEASE_MS, and the live worker renews the lease every RENEW_MS for the rows it has not finished, so a slow
// SMTP conversation is never sent twice while a crashed worker's rows are taken over within a minute.
import type { Db } from "../db/client.ts";
import { renewOutboxLeases } from "../db/repos/outbox.ts";
import type { outboxEmails, outboxWebhooks } from "../db/schema.ts";

export const LEASE_MS = 30_000;
export const RENEW_MS = 10_000;

export type LeaseOptions = { leaseMs?: number; renewMs?: number };

/**
 * Runs `work` on the claimed ids while renewing their lease; `done(id)` lets a finished row go (its mark —
 * sent, failed or a later retry — is then never overwritten by a renewal).
 */
export async function withRenewedLease<T>(
  db: Db,
  table: typeof outboxEmails | typeof outboxWebhooks,
  ids: readonly number[],
  options: LeaseOptions & { onError: (error: unknown) => void },
  work: (done: (id: number) => void) => Promise<T>,
): Promise<T> {
  const leaseMs = options.leaseMs ?? LEASE_MS;
  const held = new Set(ids);
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(() => renewOutboxLeases(db, table, [...held], leaseMs)).catch(options.onError);
  }, options.renewMs ?? RENEW_MS);
  timer.unref();
  try {
    return await work((id) => held.delete(id));
  } finally {
    clearInterval(timer);
    held.clear();
    await renewing;
  }
}
