// The lead webhook (LEADS_WEBHOOK_URL, issue 5 item 8) against a local HTTP server playing the agency's CRM:
// it answers 500 the first time and 200 after, so the lead is posted, retried with the outbox's backoff, and
// delivered once; every post carries X-Openhouse-Signature, the HMAC-SHA256 of the raw body.
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectWebhooksForLead } from "../../modules/leads/repos/webhooks.ts";
import { outboxWebhooks } from "../../db/schema.ts";
import {
  enquirer,
  eventually,
  postLead,
  startLeadsEnv,
  valuationBody,
  type LeadsEnv,
} from "./leads-fixtures.ts";
import { listenOnLoopback } from "../support/loopback.ts";

const SECRET = "crm-shared-secret-0123456789";
type Received = { raw: string; signature: string | undefined; contentType: string | undefined };

let crm: Server;
const received: Received[] = [];
let env: LeadsEnv;

beforeAll(async () => {
  crm = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
    req.on("end", () => {
      received.push({
        raw,
        signature: req.headers["x-openhouse-signature"] as string | undefined,
        contentType: req.headers["content-type"],
      });
      res.statusCode = received.length === 1 ? 500 : 200;
      res.end();
    });
  });
  env = await startLeadsEnv({
    LEADS_WEBHOOK_URL: `${await listenOnLoopback(crm)}/hooks/leads`,
    LEADS_WEBHOOK_SECRET: SECRET,
  });
}, 300_000);

afterAll(async () => {
  await env?.stop();
  await new Promise((resolve) => crm?.close(resolve));
});

describe("lead webhook", () => {
  it("posts the lead signed, retries after a failure, and delivers it once", async () => {
    const email = enquirer("webhook");
    const response = await postLead(env.app.baseUrl, valuationBody(email));
    expect(response.status).toBe(200);
    const { lead_id: leadId } = (await response.json()) as { lead_id: number };

    // Queued in the lead's transaction, then tried: the CRM answers 500, so it waits for a retry.
    const [failed] = await eventually(async () => {
      const rows = await selectWebhooksForLead(env.db, leadId);
      return rows[0]?.attempts === 1 && rows[0].lastError ? rows : null;
    });
    expect(failed).toMatchObject({ status: "pending", lastError: "HTTP 500" });
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // The backoff's first wait is 30 s: bring it forward rather than sleep.
    await env.db
      .update(outboxWebhooks)
      .set({ nextAttemptAt: sql`now()` })
      .where(and(eq(outboxWebhooks.leadId, leadId), eq(outboxWebhooks.status, "pending")));
    const [sent] = await eventually(async () => {
      const rows = await selectWebhooksForLead(env.db, leadId);
      return rows[0]?.status === "sent" ? rows : null;
    });
    expect(sent).toMatchObject({ attempts: 2, lastError: null });

    // Give a wrongly repeated post the chance to show up, then count.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received).toHaveLength(2);
    for (const post of received) {
      expect(post.contentType).toBe("application/json");
      const expected = `sha256=${createHmac("sha256", SECRET).update(post.raw).digest("hex")}`;
      expect(timingSafeEqual(Buffer.from(post.signature ?? ""), Buffer.from(expected))).toBe(true);
    }
    const body = JSON.parse(received[1]!.raw);
    expect(body).toMatchObject({
      event: "lead.created",
      lead: {
        id: leadId,
        kind: "valuation",
        email,
        first_name: "Valerie",
        last_name: "Owner",
        telephone: "01179000000",
        branch_id: 1,
        payload: { lead_booking: { booking_time: "10:00" } },
      },
    });
    expect(body.lead.payload).not.toHaveProperty("authenticity_token");
  });
});
