// Recovery within a minute (issue 13 item 6; docs/decisions/015): an outbox claim holds its rows for a short
// lease that the live worker renews, so a slow send is never sent twice and a crashed worker's rows go out
// again within a minute. On this run's database (tests/support/database-targets.ts).
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { claimDueEmails, insertOutboxEmails, wakeWaitingRetries } from "../../db/repos/outbox.ts";
import { outboxEmails } from "../../db/schema.ts";
import { createOutboxSender } from "../../jobs/outbox-dispatcher.ts";
import { LEASE_MS } from "../../platform/outbox-lease.ts";
import { createLogger } from "../../platform/logger.ts";
import type { MailTransport } from "../../platform/email/transport.ts";
import { openInTempDir, runTarget, type TempDatabase } from "../support/database-targets.ts";

let tempDatabase: TempDatabase;
let database: Database;
const logger = createLogger("silent");

beforeAll(async () => {
  tempDatabase = await openInTempDir(runTarget("lease"), "lease");
  ({ database } = tempDatabase);
}, 60_000);

afterAll(() => tempDatabase?.close());

let counter = 0;
async function queue(): Promise<number> {
  const [id] = await insertOutboxEmails(database.db, [
    { to: `lease-${++counter}@example.com`, subject: "s", text: "t" },
  ]);
  return id!;
}

/** A transport whose sends wait until released; what it sent, by id. */
function heldTransport() {
  const sent: number[] = [];
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const transport: MailTransport = {
    async send(email) {
      await gate;
      sent.push((email as unknown as { id: number }).id);
    },
    verify: async () => {},
    close() {},
  } as MailTransport;
  return { transport, sent, release };
}

/** A sender over the test database that sends a batch when a test gives it a turn. */
function senderThrough(transport: MailTransport, lease?: { leaseMs: number; renewMs: number }) {
  return createOutboxSender({ db: database.db, transport, logger, ...(lease ? { lease } : {}) });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function leaseLeftMs(id: number): Promise<number> {
  const [row] = await database.db
    .select({ left: sql<number>`extract(epoch from ${outboxEmails.nextAttemptAt} - now()) * 1000` })
    .from(outboxEmails)
    .where(eq(outboxEmails.id, id));
  return Number(row!.left);
}

describe("outbox leases", () => {
  it("a claim takes one batch however many rows are due", async () => {
    await insertOutboxEmails(
      database.db,
      Array.from({ length: 120 }, (_, n) => ({ to: `queue-${n}@example.com`, subject: "s", text: "t" })),
    );
    const first = await claimDueEmails(database.db, { limit: 20, leaseMs: 30_000 });
    const second = await claimDueEmails(database.db, { limit: 20, leaseMs: 30_000 });
    expect(first).toHaveLength(20);
    expect(second).toHaveLength(20);
    expect(new Set([...first, ...second].map((email) => email.id)).size).toBe(40);
    // Sent, so the other tests' claims find only their own rows.
    await database.db.update(outboxEmails).set({ status: "sent" }).where(eq(outboxEmails.status, "pending"));
  });

  it("a claim holds its rows for well under a minute by default", async () => {
    const id = await queue();
    const held = heldTransport();
    const sender = senderThrough(held.transport);
    const run = sender.runTurn();
    await sleep(300);
    const left = await leaseLeftMs(id);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(30_000);
    held.release();
    await run;
    await sender.close();
    expect(held.sent).toEqual([id]);
  });

  it("the live worker renews the lease while it sends, so no one else claims the row", async () => {
    const id = await queue();
    const held = heldTransport();
    const sender = senderThrough(held.transport, { leaseMs: 1000, renewMs: 200 });
    const run = sender.runTurn();
    await sleep(2500);
    // Past two leases: still held, because it was renewed.
    expect(await claimDueEmails(database.db, { limit: 20, leaseMs: 1000 })).toEqual([]);
    held.release();
    await run;
    await sender.close();
    expect(held.sent).toEqual([id]);
  });

  it("a crashed worker's rows are sent by another once its lease has passed", async () => {
    const id = await queue();
    // The "crashed" worker: claimed, never renewed, never finished.
    expect((await claimDueEmails(database.db, { limit: 20, leaseMs: 1000 })).map((e) => e.id)).toEqual([id]);
    // The other worker's sends go straight through.
    const unheld = heldTransport();
    unheld.release();
    const other = senderThrough(unheld.transport, { leaseMs: 1000, renewMs: 200 });
    expect(await other.runTurn()).toBe(0);
    await sleep(1200);
    expect(await other.runTurn()).toBe(1);
    await other.close();
    expect(unheld.sent).toEqual([id]);
  });

  it("waking the retries after an outage never touches a claimed row", async () => {
    const claimedId = await queue();
    const backedOffId = await queue();
    const dueSoonId = await queue();
    // A live worker's claim (which already failed once before), a retry minutes away, a retry within a lease.
    await database.db
      .update(outboxEmails)
      .set({ lastError: "connect ECONNREFUSED", nextAttemptAt: sql`now() + interval '8 minutes'` })
      .where(eq(outboxEmails.id, backedOffId));
    await database.db
      .update(outboxEmails)
      .set({ lastError: "connect ECONNREFUSED", nextAttemptAt: sql`now() + interval '20 seconds'` })
      .where(eq(outboxEmails.id, dueSoonId));
    await database.db
      .update(outboxEmails)
      .set({ lastError: "connect ECONNREFUSED" })
      .where(eq(outboxEmails.id, claimedId));
    const claimed = await claimDueEmails(database.db, { limit: 20, leaseMs: LEASE_MS });
    expect(claimed.map((e) => e.id)).toContain(claimedId);

    expect(await wakeWaitingRetries(database.db, outboxEmails, LEASE_MS)).toBe(1);
    expect((await claimDueEmails(database.db, { limit: 20, leaseMs: LEASE_MS })).map((e) => e.id)).toEqual([
      backedOffId,
    ]);
    expect(await leaseLeftMs(dueSoonId)).toBeGreaterThan(10_000);
  });
});
