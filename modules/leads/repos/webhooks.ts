// The lead webhook outbox (db/schema.ts outbox_webhooks, LEADS_WEBHOOK_URL): a row is written with its lead in
// one transaction and posted by modules/leads/jobs/webhook-dispatcher.ts, claimed and retried like the email outbox.
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { ownRows } from "../../../db/agency-scope.ts";
import { outboxWebhooks } from "../../../db/schema.ts";
import {
  claimDueOutboxRows,
  markOutboxRowAttemptFailed,
  markOutboxRowSent,
} from "../../../db/repos/outbox.ts";

export type OutboxWebhook = typeof outboxWebhooks.$inferSelect;
export type NewOutboxWebhook = Pick<
  typeof outboxWebhooks.$inferInsert,
  "url" | "body" | "leadId" | "formSubmissionId"
>;

export async function insertOutboxWebhook(db: Db, webhook: NewOutboxWebhook): Promise<number> {
  const [row] = await db.insert(outboxWebhooks).values(webhook).returning({ id: outboxWebhooks.id });
  return row!.id;
}

// Claimed, sent and retried by the email outbox's queries (db/repos/outbox.ts): the two tables share them.
export function claimDueWebhooks(
  db: Db,
  options: { limit: number; leaseMs: number },
): Promise<OutboxWebhook[]> {
  return claimDueOutboxRows(db, outboxWebhooks, options);
}

export function markWebhookSent(db: Db, id: number): Promise<void> {
  return markOutboxRowSent(db, outboxWebhooks, id);
}

/** A failed attempt: retried at `retryAt`, or kept as 'failed' for a person when null. */
export function markWebhookAttemptFailed(
  db: Db,
  id: number,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  return markOutboxRowAttemptFailed(db, outboxWebhooks, id, failure);
}

export function selectWebhooksForLead(db: Db, leadId: number): Promise<OutboxWebhook[]> {
  return db
    .select()
    .from(outboxWebhooks)
    .where(and(ownRows(db, outboxWebhooks.agencyId), eq(outboxWebhooks.leadId, leadId)))
    .orderBy(outboxWebhooks.id);
}
