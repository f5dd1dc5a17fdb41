// The lead webhook outbox (db/schema.ts outbox_webhooks, LEADS_WEBHOOK_URL): a row is written with its lead in
// one transaction and posted by jobs/webhook-dispatcher.ts, claimed and retried like the email outbox.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { outboxWebhooks } from "../schema.ts";

export type OutboxWebhook = typeof outboxWebhooks.$inferSelect;
export type NewOutboxWebhook = Pick<
  typeof outboxWebhooks.$inferInsert,
  "url" | "body" | "leadId" | "formSubmissionId"
>;

export async function insertOutboxWebhook(db: Db, webhook: NewOutboxWebhook): Promise<number> {
  const [row] = await db.insert(outboxWebhooks).values(webhook).returning({ id: outboxWebhooks.id });
  return row!.id;
}

/**
 * Claims up to `limit` due webhooks: counts the attempt and pushes the next one past the lease, in one
 * statement; concurrent workers skip each other's rows, and a worker that dies mid-post leaves its rows to be
 * claimed again after the lease.
 */
export async function claimDueWebhooks(
  db: Db,
  options: { limit: number; leaseMs: number },
): Promise<OutboxWebhook[]> {
  const due = db
    .select({ id: outboxWebhooks.id })
    .from(outboxWebhooks)
    .where(and(eq(outboxWebhooks.status, "pending"), lte(outboxWebhooks.nextAttemptAt, sql`now()`)))
    .orderBy(outboxWebhooks.nextAttemptAt, outboxWebhooks.id)
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxWebhooks)
    .set({
      attempts: sql`${outboxWebhooks.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
    })
    .where(inArray(outboxWebhooks.id, due))
    .returning();
}

export async function markWebhookSent(db: Db, id: number): Promise<void> {
  await db
    .update(outboxWebhooks)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(eq(outboxWebhooks.id, id));
}

/** A failed attempt: retried at `retryAt`, or kept as 'failed' for a person when null. */
export async function markWebhookAttemptFailed(
  db: Db,
  id: number,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(outboxWebhooks)
    .set(
      failure.retryAt
        ? { lastError: failure.error, nextAttemptAt: failure.retryAt }
        : { lastError: failure.error, status: "failed" },
    )
    .where(eq(outboxWebhooks.id, id));
}

export function selectWebhooksForLead(db: Db, leadId: number): Promise<OutboxWebhook[]> {
  return db.select().from(outboxWebhooks).where(eq(outboxWebhooks.leadId, leadId)).orderBy(outboxWebhooks.id);
}
