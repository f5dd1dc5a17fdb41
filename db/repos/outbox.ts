// The email outbox (db/schema.ts outbox_emails): rows are written in the request that causes the email and
// sent later by jobs/outbox-dispatcher.ts, so a slow or failing SMTP server never loses a message.
import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { outboxEmails } from "../schema.ts";

export type OutboxEmail = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = Pick<
  typeof outboxEmails.$inferInsert,
  "to" | "replyTo" | "subject" | "text" | "html" | "leadId" | "headers"
>;

export async function insertOutboxEmail(db: Db, email: NewOutboxEmail): Promise<number> {
  const [row] = await db.insert(outboxEmails).values(email).returning({ id: outboxEmails.id });
  return row!.id;
}

/**
 * Claims up to `limit` pending emails that are due: counts the attempt and pushes their next attempt past
 * the lease, in one statement. Concurrent workers skip each other's locked rows (SKIP LOCKED); a worker that
 * dies mid-send leaves its rows to be claimed again once the lease has passed.
 */
export async function claimDueEmails(
  db: Db,
  options: { limit: number; leaseMs: number },
): Promise<OutboxEmail[]> {
  const due = db
    .select({ id: outboxEmails.id })
    .from(outboxEmails)
    .where(and(eq(outboxEmails.status, "pending"), lte(outboxEmails.nextAttemptAt, sql`now()`)))
    .orderBy(outboxEmails.nextAttemptAt, outboxEmails.id)
    .limit(options.limit)
    .for("update", { skipLocked: true });
  return db
    .update(outboxEmails)
    .set({
      attempts: sql`${outboxEmails.attempts} + 1`,
      nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
    })
    .where(inArray(outboxEmails.id, due))
    .returning();
}

export async function markEmailSent(db: Db, id: number): Promise<void> {
  await db
    .update(outboxEmails)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(eq(outboxEmails.id, id));
}

/** Records a failed attempt: retried at `retryAt`, or given up as 'failed' (kept, never deleted) when null. */
export async function markEmailAttemptFailed(
  db: Db,
  id: number,
  failure: { error: string; retryAt: Date | null },
): Promise<void> {
  await db
    .update(outboxEmails)
    .set(
      failure.retryAt
        ? { lastError: failure.error, nextAttemptAt: failure.retryAt }
        : { lastError: failure.error, status: "failed" },
    )
    .where(eq(outboxEmails.id, id));
}

export async function selectOutboxEmails(db: Db, where: { to: string }): Promise<OutboxEmail[]> {
  return db.select().from(outboxEmails).where(eq(outboxEmails.to, where.to)).orderBy(outboxEmails.id);
}
