// The email outbox (db/schema.ts outbox_emails): rows are written in the request that causes the email and
// sent later by jobs/outbox-dispatcher.ts, so a slow or failing SMTP server never loses a message.
import { and, eq, gt, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { outboxEmails, type outboxWebhooks } from "../schema.ts";
import { rowsOf } from "../rows.ts";
import { ownRows } from "../agency-scope.ts";

export type OutboxEmail = typeof outboxEmails.$inferSelect;
export type NewOutboxEmail = Pick<
  typeof outboxEmails.$inferInsert,
  "to" | "replyTo" | "subject" | "text" | "html" | "leadId" | "formSubmissionId" | "headers"
>;

/** The one writer of the email outbox (platform/email/outbox.ts queues through it): the new rows' ids. */
export async function insertOutboxEmails(db: Db, emails: readonly NewOutboxEmail[]): Promise<number[]> {
  if (emails.length === 0) return [];
  const rows = await db
    .insert(outboxEmails)
    .values([...emails])
    .returning({ id: outboxEmails.id });
  return rows.map((row) => row.id);
}

/**
 * The outbox tables (emails here, lead webhooks in modules/leads/repos/webhooks.ts) share their queue columns (status,
 * attempts, next_attempt_at, last_error, sent_at), so one claim / mark-sent / mark-failed serves both.
 */
type OutboxTable = typeof outboxEmails | typeof outboxWebhooks;
type ClaimOptions = { limit: number; leaseMs: number };
type AttemptFailure = { error: string; retryAt: Date | null };

/**
 * The agencies with emails or webhooks due now, by id (issue 44 item 5): the owner's function of migration 0033
 * answers for the whole install, as row-level security hides other agencies' rows from the application's role.
 */
export async function agenciesWithDueOutbox(db: Db, kind: "emails" | "webhooks"): Promise<number[]> {
  const result = await db.execute(sql`select openhouse_agencies_with_due_outbox(${kind}) as id`);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/**
 * Claims up to `limit` pending rows that are due: locks them, then counts the attempt and pushes their next attempt
 * past the lease, in one transaction. Concurrent workers skip each other's locked rows (SKIP LOCKED); a worker that
 * dies mid-send leaves its rows to be claimed again once the lease has passed (a live one renews it:
 * renewOutboxLeases, platform/outbox-lease.ts).
 *
 * Two statements, not `update … where id in (select … limit n for update skip locked)`: PostgreSQL may plan that as
 * a semi-join that runs the locking subquery again for each row it updates, and each run, skipping the rows it has
 * just locked, claims the next n: a batch of 20 became the whole queue of 300 under row-level security's plan.
 */
export async function claimDueOutboxRows<T extends OutboxTable>(
  db: Db,
  table: T,
  options: ClaimOptions,
): Promise<T["$inferSelect"][]> {
  const t: OutboxTable = table;
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: t.id })
      .from(t)
      .where(and(ownRows(tx, t.agencyId), eq(t.status, "pending"), lte(t.nextAttemptAt, sql`now()`)))
      .orderBy(t.nextAttemptAt, t.id)
      .limit(options.limit)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    // drizzle types the returned rows as the union of both tables' rows; they are `table`'s.
    return tx
      .update(t)
      .set({
        attempts: sql`${t.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${options.leaseMs / 1000})`,
      })
      .where(
        and(
          ownRows(tx, t.agencyId),
          inArray(
            t.id,
            due.map((row) => row.id),
          ),
        ),
      )
      .returning() as Promise<T["$inferSelect"][]>;
  });
}

/**
 * Pushes the lease of rows a live worker is still sending (issue 13 item 6): claims take a short lease that
 * the worker renews while it works, so a crashed worker's rows are claimed again within a minute. Only rows
 * still pending and due within the lease are touched: a retry already scheduled further out stays as it is.
 */
export async function renewOutboxLeases(
  db: Db,
  table: OutboxTable,
  ids: readonly number[],
  leaseMs: number,
): Promise<void> {
  if (ids.length === 0) return;
  const until = sql`now() + make_interval(secs => ${leaseMs / 1000})`;
  await db
    .update(table)
    .set({ nextAttemptAt: until })
    .where(
      and(
        ownRows(db, table.agencyId),
        inArray(table.id, [...ids]),
        eq(table.status, "pending"),
        lte(table.nextAttemptAt, until),
      ),
    );
}

/**
 * Brings every waiting retry forward to now, once the server that failed them is answering again (jobs/
 * mail-server-watch.ts): a retry backed off for minutes would otherwise wait long after the outage ended.
 * A claimed row is never touched: a claim or a renewal puts a row at most `leaseMs` ahead, so only rows due
 * later than that (retries, after a failed attempt) are woken; retries due sooner come due by themselves
 * within the lease. `leaseMs` must be the longest lease any worker takes.
 */
export async function wakeWaitingRetries(db: Db, table: OutboxTable, leaseMs: number): Promise<number> {
  const rows = await db
    .update(table)
    .set({ nextAttemptAt: sql`now()` })
    .where(
      and(
        ownRows(db, table.agencyId),
        eq(table.status, "pending"),
        isNotNull(table.lastError),
        gt(table.nextAttemptAt, sql`now() + make_interval(secs => ${leaseMs / 1000})`),
      ),
    )
    .returning({ id: table.id });
  return rows.length;
}

export async function markOutboxRowSent(db: Db, table: OutboxTable, id: number): Promise<void> {
  await db
    .update(table)
    .set({ status: "sent", sentAt: sql`now()`, lastError: null })
    .where(and(ownRows(db, table.agencyId), eq(table.id, id)));
}

/** Records a failed attempt: retried at `retryAt`, or given up as 'failed' (kept, never deleted) when null. */
export async function markOutboxRowAttemptFailed(
  db: Db,
  table: OutboxTable,
  id: number,
  failure: AttemptFailure,
): Promise<void> {
  await db
    .update(table)
    .set(
      failure.retryAt
        ? { lastError: failure.error, nextAttemptAt: failure.retryAt }
        : { lastError: failure.error, status: "failed" },
    )
    .where(and(ownRows(db, table.agencyId), eq(table.id, id)));
}

export function claimDueEmails(db: Db, options: ClaimOptions): Promise<OutboxEmail[]> {
  return claimDueOutboxRows(db, outboxEmails, options);
}

export function markEmailSent(db: Db, id: number): Promise<void> {
  return markOutboxRowSent(db, outboxEmails, id);
}

export function markEmailAttemptFailed(db: Db, id: number, failure: AttemptFailure): Promise<void> {
  return markOutboxRowAttemptFailed(db, outboxEmails, id, failure);
}

export async function selectOutboxEmails(db: Db, where: { to: string }): Promise<OutboxEmail[]> {
  return db
    .select()
    .from(outboxEmails)
    .where(and(ownRows(db, outboxEmails.agencyId), eq(outboxEmails.to, where.to)))
    .orderBy(outboxEmails.id);
}
