// Issue 5 "Reliability": none lost, none doubled. The real server runs as a child process (PGlite in a fresh
// data folder, or the PostgreSQL database of DATABASE_URL). 500 leads are posted concurrently, each with its own
// Idempotency-Key, while the SMTP server is unreachable; the server is SIGKILLed mid-run and started again, and
// every lead that got no success answer is posted again with the same key. Then the SMTP server comes back.
// Checks: every lead that got a success answer is stored exactly once (under the id it was answered with),
// there are no duplicates at all, and every notification and acknowledgement is delivered.
// Usage: BUILD_DIR=/tmp/build-x npx tsx bench/leads-reliability.ts [--leads 500] [--concurrency 50] [--port 4299]
//        DATABASE_URL=postgres://postgres@127.0.0.1:5432/oh_leadsbench … (an empty or seeded database)
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { like } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { leads, outboxEmails } from "../db/schema.ts";
import { startTcpRelay } from "../tests/api/leads-fixtures.ts";
import { startSmtpTestServer } from "../tests/support/smtp.ts";
import { startChildServer, valuationLead, visitor, type ChildServer } from "./leads-support.ts";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "500" },
    concurrency: { type: "string", default: "50" },
    port: { type: "string", default: "4299" },
    "kill-after": { type: "string" },
    // Past the outbox's 30 s lease (docs/decisions/015): rows the killed process had claimed go out after it.
    "mail-wait": { type: "string", default: "120" },
  },
});
const TOTAL = Number(values.leads);
const CONCURRENCY = Number(values.concurrency);
const PORT = Number(values.port);
const KILL_AFTER = Number(values["kill-after"] ?? Math.floor(TOTAL * 0.4));
const RUN = randomUUID().slice(0, 8);
const DOMAIN = `bench-${RUN}.example`;
const databaseUrl = process.env.DATABASE_URL || undefined;

type Lead = {
  n: number;
  key: string;
  email: string;
  leadId: number | null;
  posts: number;
  lostAnswers: number;
};
const all: Lead[] = Array.from({ length: TOTAL }, (_, n) => ({
  n,
  key: randomUUID(),
  email: `lead-${n}@${DOMAIN}`,
  leadId: null,
  posts: 0,
  lostAnswers: 0,
}));

const smtp = await startSmtpTestServer();
const relay = await startTcpRelay(Number(new URL(smtp.url).port));
const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-leads-bench-"));
const env: NodeJS.ProcessEnv = {
  ...process.env,
  NODE_ENV: "production",
  DATA_DIR: dataDir,
  SEED_LISTINGS: "30",
  LOG_LEVEL: "error",
  RATE_LIMIT_DISABLED: "1",
  SMTP_URL: `smtp://127.0.0.1:${relay.port}`,
  PUBLIC_URL: "http://openhouse.bench",
  CAPTCHA_PROVIDER: "none",
};
if (databaseUrl) env.DATABASE_URL = databaseUrl;
else delete env.DATABASE_URL;

console.log(
  `database: ${databaseUrl ? "PostgreSQL" : `PGlite at ${dataDir}`}; ${TOTAL} leads, ${CONCURRENCY} at a time`,
);
let server: ChildServer = await startChildServer(env, PORT);
let session = await visitor(server.baseUrl);

async function post(lead: Lead): Promise<void> {
  lead.posts++;
  try {
    const response = await fetch(`${server.baseUrl}/leads`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        cookie: session.cookie,
        "idempotency-key": lead.key,
      },
      body: JSON.stringify({ authenticity_token: session.token, ...valuationLead(lead.email, lead.n) }),
      signal: AbortSignal.timeout(30_000),
    });
    if (response.status !== 200) {
      lead.lostAnswers++;
      await response.body?.cancel();
      return;
    }
    const body = (await response.json()) as { ok: boolean; lead_id: number };
    if (lead.leadId !== null && lead.leadId !== body.lead_id) {
      throw new Error(`lead ${lead.n}: answered ${lead.leadId}, then ${body.lead_id} for one key`);
    }
    lead.leadId = body.lead_id;
  } catch (error) {
    if (error instanceof Error && error.message.includes("for one key")) throw error;
    lead.lostAnswers++; // connection refused or reset: the server died under it
  }
}

async function runPool(items: Lead[], onAnswer?: () => void) {
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < items.length) {
        const lead = items[next++]!;
        await post(lead);
        onAnswer?.();
      }
    }),
  );
}

// Phase 1: the mail server is unreachable from the start; the web server is killed after KILL_AFTER answers.
await relay.cut();
const started = performance.now();
let killed: Promise<void> | null = null;
let answeredAtKill = 0;
await runPool(all, () => {
  const answered = all.filter((lead) => lead.leadId !== null).length;
  if (!killed && answered >= KILL_AFTER) {
    answeredAtKill = answered;
    killed = server.kill();
  }
});
await killed;
const phase1 = {
  answered: all.filter((lead) => lead.leadId !== null).length,
  unanswered: all.filter((lead) => lead.leadId === null).length,
};
console.log(
  `phase 1: SIGKILL after ${answeredAtKill} success answers; ${phase1.answered} answered, ${phase1.unanswered} not`,
);

// Phase 2: start again on the same data, post every unanswered lead again with its key.
const restartAt = performance.now();
server = await startChildServer(env, PORT);
console.log(`restarted in ${((performance.now() - restartAt) / 1000).toFixed(1)} s`);
session = await visitor(server.baseUrl);
for (let round = 1; round <= 5 && all.some((lead) => lead.leadId === null); round++) {
  await runPool(all.filter((lead) => lead.leadId === null));
}
const retried = all.filter((lead) => lead.posts > 1).length;
console.log(
  `phase 2: ${retried} leads posted again; ${all.filter((l) => l.leadId === null).length} still unanswered`,
);

// Phase 3: the mail server comes back; every notification (to the branch) and acknowledgement must arrive.
await relay.restore();
const mailBackAt = performance.now();
const expectedAcks = new Set(all.map((lead) => lead.email));
const ackDeadline = Date.now() + Number(values["mail-wait"]) * 1000;
const acked = () => new Set(smtp.received.flatMap((mail) => mail.to).filter((to) => expectedAcks.has(to)));
while (acked().size < expectedAcks.size && Date.now() < ackDeadline) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
const notifications = smtp.received.filter((mail) => expectedAcks.has(mail.header("Reply-To") ?? ""));
console.log(
  `mail: ${acked().size}/${expectedAcks.size} acknowledgements and ${notifications.length} notifications ` +
    `received ${((performance.now() - mailBackAt) / 1000).toFixed(1)} s after the SMTP server came back`,
);
await server.stop();

// Checks, straight from the database.
const database = await openDatabase({ databaseUrl, dataDir });
const rows = await database.db
  .select({ id: leads.id, key: leads.idempotencyKey, email: leads.email, status: leads.deliveryStatus })
  .from(leads)
  .where(like(leads.email, `%@${DOMAIN}`));
const emailRows = await database.db
  .select({
    leadId: outboxEmails.leadId,
    status: outboxEmails.status,
    to: outboxEmails.to,
    attempts: outboxEmails.attempts,
    lastError: outboxEmails.lastError,
    nextAttemptAt: outboxEmails.nextAttemptAt,
  })
  .from(outboxEmails)
  .where(like(outboxEmails.replyTo, `%@${DOMAIN}`));
await database.close();

const problems: string[] = [];
const byKey = new Map<string, typeof rows>();
for (const row of rows) byKey.set(row.key!, [...(byKey.get(row.key!) ?? []), row]);
for (const lead of all) {
  const stored = byKey.get(lead.key) ?? [];
  if (lead.leadId !== null && stored.length !== 1)
    problems.push(`lead ${lead.n}: answered, stored ${stored.length}×`);
  if (lead.leadId !== null && stored[0]?.id !== lead.leadId)
    problems.push(`lead ${lead.n}: answered id differs`);
}
const emailsSeen = new Set<string>();
for (const row of rows) {
  if (emailsSeen.has(row.email)) problems.push(`duplicate lead for ${row.email}`);
  emailsSeen.add(row.email);
}
const notificationRows = emailRows.filter((row) => !row.to.endsWith(`@${DOMAIN}`));
const unsent = notificationRows.filter((row) => row.status !== "sent");
if (unsent.length) {
  problems.push(`${unsent.length} notifications not sent`);
  for (const row of unsent.slice(0, 5)) {
    problems.push(
      `  lead ${row.leadId}: ${row.status}, ${row.attempts} attempts, next ${row.nextAttemptAt.toISOString()}, ` +
        `last error ${row.lastError ?? "none (claimed when the server was killed: waits for the lease)"}`,
    );
  }
}
const receivedPerLead = new Map<string, number>();
for (const mail of notifications) {
  const from = mail.header("Reply-To")!;
  receivedPerLead.set(from, (receivedPerLead.get(from) ?? 0) + 1);
}
const doubleDelivered = [...receivedPerLead.values()].filter((count) => count > 1).length;

console.log("");
console.log(`leads posted:            ${TOTAL} (${all.reduce((sum, lead) => sum + lead.posts, 0)} POSTs)`);
console.log(`success answers:         ${all.filter((lead) => lead.leadId !== null).length}`);
console.log(`answers lost to the kill: ${all.reduce((sum, lead) => sum + lead.lostAnswers, 0)}`);
console.log(`stored leads:            ${rows.length} (distinct keys ${byKey.size})`);
console.log(`notifications sent:      ${notificationRows.length - unsent.length}/${notificationRows.length}`);
console.log(
  `delivered to SMTP:       ${receivedPerLead.size} leads' notifications; ${doubleDelivered} delivered twice`,
);
console.log(
  `delivery status:         ${rows.filter((row) => row.status === "delivered").length} leads 'delivered'`,
);
console.log(`total time:              ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  problems.length ? `FAILED:\n  ${problems.slice(0, 20).join("\n  ")}` : "OK: none lost, none doubled",
);

await relay.stop();
await smtp.stop();
if (!databaseUrl) rmSync(dataDir, { recursive: true, force: true });
process.exit(problems.length ? 1 : 0);
