// Issue 13's recovery budget: the last notification within a minute of the SMTP server coming back. The real
// server and database, a real SMTP server behind a relay the test cuts and restores (tests/api/leads-fixtures):
// a backlog goes out over several SMTP connections at once, and retries that backed off for minutes during an
// outage are sent within seconds of the server answering again, each message once.
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { branches, outboxEmails } from "../../db/schema.ts";
import {
  emailsOfLead,
  enquirer,
  eventually,
  postLead,
  startLeadsEnv,
  valuationBody,
  type LeadsEnv,
} from "./leads-fixtures.ts";

let env: LeadsEnv;
let branchId: number;

beforeAll(async () => {
  env = await startLeadsEnv({ RATE_LIMIT_DISABLED: "1" });
  const [branch] = await env.db.select({ id: branches.id }).from(branches).orderBy(branches.id).limit(1);
  branchId = branch!.id;
}, 300_000);

afterAll(() => env?.stop());

/** Posts leads while the SMTP server is unreachable; resolves once each of their emails failed an attempt. */
async function leadsDuringOutage(count: number, prefix: string) {
  await env.relay.cut();
  const addresses = Array.from({ length: count }, () => enquirer(prefix));
  const leadIds = await Promise.all(
    addresses.map(async (email) => {
      const response = await postLead(
        env.app.baseUrl,
        valuationBody(email, { lead: { branch_id: branchId } }),
      );
      expect(response.status).toBe(200);
      return ((await response.json()) as { lead_id: number }).lead_id;
    }),
  );
  const rows = await eventually(async () => {
    const found = (await Promise.all(leadIds.map((id) => emailsOfLead(env, id)))).flat();
    return found.length === count * 2 && found.every((row) => row.lastError !== null) && found;
  });
  return { addresses, leadIds, emailIds: rows.map((row) => row.id) };
}

async function sentRows(emailIds: number[]) {
  return env.db
    .select()
    .from(outboxEmails)
    .where(and(inArray(outboxEmails.id, emailIds), eq(outboxEmails.status, "sent")));
}

function receivedBy(address: string) {
  return env.smtp.received.filter((mail) => mail.to.includes(address));
}

describe("the outbox after an SMTP outage", () => {
  it("sends a backlog over several SMTP connections at once, each message once", async () => {
    const { addresses, emailIds } = await leadsDuringOutage(15, "backlog");
    await env.relay.restore();
    // The first retry is 30 s away: make the whole backlog due now instead of waiting.
    await env.db
      .update(outboxEmails)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(inArray(outboxEmails.id, emailIds), eq(outboxEmails.status, "pending")));

    await eventually(async () => addresses.every((address) => receivedBy(address).length > 0));
    expect(addresses.map((address) => receivedBy(address).length)).toEqual(addresses.map(() => 1));
    expect(env.smtp.mostDeliveringAtOnce).toBeGreaterThan(1);
    // A message is received before its row is marked sent: on a loaded machine the last marks come a little later.
    await eventually(async () => (await sentRows(emailIds)).length === emailIds.length);
  });

  it("sends retries that backed off for minutes within seconds of the server answering again", async () => {
    const { addresses, emailIds } = await leadsDuringOutage(2, "backed-off");
    // As after the fifth failed attempt of a long outage: the next try 8 minutes away.
    await env.db
      .update(outboxEmails)
      .set({ attempts: 5, nextAttemptAt: sql`now() + interval '8 minutes'` })
      .where(inArray(outboxEmails.id, emailIds));

    await env.relay.restore();
    const backAt = performance.now();
    // The dispatcher asks an unreachable server every 5 s (jobs/mail-server-watch.ts) and polls every second.
    await eventually(async () => addresses.every((address) => receivedBy(address).length > 0), 15_000);
    expect(performance.now() - backAt).toBeLessThan(15_000);
    const rows = await eventually(async () => {
      const sent = await sentRows(emailIds);
      return sent.length === emailIds.length && sent;
    });
    expect(rows.map((row) => row.attempts)).toEqual(rows.map(() => 6));
    expect(addresses.map((address) => receivedBy(address).length)).toEqual(addresses.map(() => 1));
  });
});
