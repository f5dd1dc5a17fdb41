// Saved-search alerts end to end (issue 6 item 7): a real server and database, its alert job, the durable
// outbox and a real SMTP server; the unsubscribe link through HTTP, without signing in.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { alertEvents, savedSearchAlerts, savedSearches, users } from "../../db/schema.ts";
import { runSavedSearchAlerts } from "../../modules/accounts/use-cases/run-alerts.ts";
import { insertListing } from "../factories/index.ts";
import { startTestServer } from "../setup/test-server.ts";
import { startSmtpTestServer, type ReceivedEmail } from "../support/smtp.ts";
import { propertyPath } from "../../domain/urls.ts";

const PUBLIC_URL = "https://alerts.example.test";
// Nine bedrooms and a price no seeded listing has: only the listings these tests insert can match.
const NINE_BED_SEARCH = "/search/sales/from-9-bed/up-to-9-bed/from-5000000";

let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
let server: Awaited<ReturnType<typeof startTestServer>>;
let made = 0;

beforeAll(async () => {
  smtp = await startSmtpTestServer();
  server = await startTestServer({ SMTP_URL: smtp.url, PUBLIC_URL }, { ownDatabase: true });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

async function savedSearch(options: {
  path?: string;
  frequency: "I" | "W" | "M" | "N";
  lastAlertedDaysAgo?: number;
}): Promise<{ id: number; email: string }> {
  const { db } = server.services;
  const email = `alert-${process.pid}-${++made}@example.test`;
  const [user] = await db
    .insert(users)
    .values({ email, passwordHash: "not-used", firstName: "Ada" })
    .returning({ id: users.id });
  const [row] = await db
    .insert(savedSearches)
    .values({
      userId: user!.id,
      path: options.path ?? NINE_BED_SEARCH,
      criteria: {},
      alertFrequency: options.frequency,
      lastAlertedAt:
        options.lastAlertedDaysAgo === undefined
          ? null
          : new Date(Date.now() - options.lastAlertedDaysAgo * 86_400_000),
      // Searches alerted before were saved a month ago, so the weekly and monthly waits are measured from
      // the last alert alone; a new search counts listings from
      // just before now (not the other tests' listings; the 200 ms keeps a listing of the same millisecond).
      createdAt:
        options.lastAlertedDaysAgo === undefined
          ? new Date(Date.now() - 200)
          : new Date(Date.now() - 40 * 86_400_000),
    })
    .returning({ id: savedSearches.id });
  return { id: row!.id, email };
}

function newNineBedListing(overrides: { channel?: "sales" | "lettings"; price?: number } = {}) {
  return insertListing(server.services.db, {
    channel: overrides.channel ?? "sales",
    status: "available",
    bedrooms: 9,
    price: overrides.price ?? 6_500_000,
    priceFrequency: overrides.channel === "lettings" ? "pcm" : "outright",
    createdAt: new Date(),
    displayAddress: `${made} Alert Lane, Bristol`,
  });
}

const emailsTo = (address: string): ReceivedEmail[] => smtp.received.filter((m) => m.to.includes(address));
const run = () => runSavedSearchAlerts(server.services);
const settle = () => new Promise((resolve) => setTimeout(resolve, 1500));

describe("saved-search alerts", () => {
  it("emails an 'Immediately' search its new matching listing once, with the links it promises", async () => {
    const search = await savedSearch({ frequency: "I" });
    const propertyId = await newNineBedListing();
    await run();
    const email = await smtp.waitFor(search.email);

    expect(email.header("Subject")).toMatch(/^1 new property for your search: /);
    expect(email.text).toContain(`${PUBLIC_URL}${propertyPath(propertyId)}`);
    expect(email.text).toContain(`Manage your alerts: ${PUBLIC_URL}/#/user/saved-searches`);
    expect(email.text).toMatch(
      new RegExp(`${PUBLIC_URL}/alerts/unsubscribe/${search.id}\\.[A-Za-z0-9_-]{32}`),
    );
    expect(email.header("List-Unsubscribe")).toMatch(
      /^<https:\/\/alerts\.example\.test\/alerts\/unsubscribe\//,
    );
    expect(email.header("List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // A second run (as after a restart) finds the listing already sent: no second email.
    await run();
    await settle();
    expect(emailsTo(search.email)).toHaveLength(1);
    const sent = await server.services.db
      .select()
      .from(savedSearchAlerts)
      .where(eq(savedSearchAlerts.savedSearchId, search.id));
    expect(sent.map((row) => row.propertyId)).toEqual([propertyId]);
  });

  it("leaves out listings that do not match the search", async () => {
    const search = await savedSearch({ frequency: "I" });
    await newNineBedListing({ channel: "lettings", price: 9_000 });
    await newNineBedListing({ price: 1_000_000 });
    await run();
    await settle();
    expect(emailsTo(search.email)).toHaveLength(0);
  });

  it("sends weekly and monthly alerts only once their period has passed, and never for 'Never'", async () => {
    const weeklyNotDue = await savedSearch({ frequency: "W", lastAlertedDaysAgo: 2 });
    const weeklyDue = await savedSearch({ frequency: "W", lastAlertedDaysAgo: 8 });
    const monthlyNotDue = await savedSearch({ frequency: "M", lastAlertedDaysAgo: 20 });
    const monthlyDue = await savedSearch({ frequency: "M", lastAlertedDaysAgo: 32 });
    const never = await savedSearch({ frequency: "N", lastAlertedDaysAgo: 60 });
    await newNineBedListing();
    await run();

    await smtp.waitFor(weeklyDue.email);
    await smtp.waitFor(monthlyDue.email);
    await settle();
    expect(emailsTo(weeklyNotDue.email)).toHaveLength(0);
    expect(emailsTo(monthlyNotDue.email)).toHaveLength(0);
    expect(emailsTo(never.email)).toHaveLength(0);
  });

  it("sends one email per search when two runs race (two workers, or a restart during a run)", async () => {
    const search = await savedSearch({ frequency: "I" });
    await newNineBedListing();
    await Promise.all([run(), run(), run()]);
    await smtp.waitFor(search.email);
    await settle();
    expect(emailsTo(search.email)).toHaveLength(1);
  });
});

describe("the unsubscribe link", () => {
  async function unsubscribeLink(): Promise<{ id: number; path: string }> {
    const search = await savedSearch({ frequency: "I" });
    await newNineBedListing();
    await run();
    const email = await smtp.waitFor(search.email);
    const url = /https:\/\/alerts\.example\.test(\/alerts\/unsubscribe\/\S+)/.exec(email.text)![1]!;
    return { id: search.id, path: url };
  }
  const alertEventCounts = async () => {
    const rows = await server.services.db.select({ kind: alertEvents.kind }).from(alertEvents);
    return {
      sent: rows.filter((row) => row.kind === "sent").length,
      unsubscribed: rows.filter((row) => row.kind === "unsubscribed").length,
    };
  };
  const frequencyOf = async (id: number) =>
    (
      await server.services.db
        .select({ f: savedSearches.alertFrequency })
        .from(savedSearches)
        .where(eq(savedSearches.id, id))
    )[0]!.f;

  it("asks first on GET (mail scanners follow links) and stops the alert on POST, without signing in", async () => {
    const before = await alertEventCounts();
    const { id, path } = await unsubscribeLink();
    const page = await fetch(server.baseUrl + path);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Unsubscribe");
    expect(await frequencyOf(id)).toBe("I");

    const done = await fetch(server.baseUrl + path, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("You will no longer receive emails for your saved search");
    expect(await frequencyOf(id)).toBe("N");

    // The reports count the email and one unsubscribe (a second click changes nothing), by time only.
    expect((await fetch(server.baseUrl + path, { method: "POST" })).status).toBe(200);
    const after = await alertEventCounts();
    // The run may alert other tests' searches that are due too: at least this one's email.
    expect(after.sent).toBeGreaterThan(before.sent);
    expect(after.unsubscribed).toBe(before.unsubscribed + 1);
  });

  it("accepts the RFC 8058 one-click POST of a mail client", async () => {
    const { id, path } = await unsubscribeLink();
    const done = await fetch(server.baseUrl + path, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(done.status).toBe(200);
    expect(await frequencyOf(id)).toBe("N");
  });

  it("refuses a token we did not sign, changing nothing", async () => {
    const { id, path } = await unsubscribeLink();
    const forged = path.replace(/\.[A-Za-z0-9_-]{32}$/, `.${"A".repeat(32)}`);
    expect((await fetch(server.baseUrl + forged)).status).toBe(404);
    expect((await fetch(server.baseUrl + forged, { method: "POST" })).status).toBe(404);
    const otherSearch = path.replace(/\/(\d+)\./, (_, n: string) => `/${Number(n) + 1000}.`);
    expect((await fetch(server.baseUrl + otherSearch, { method: "POST" })).status).toBe(404);
    expect(await frequencyOf(id)).toBe("I");
  });
});

describe("the alert run", () => {
  it("moves each due search's last alert time forward, sent or not", async () => {
    const search = await savedSearch({ frequency: "W", lastAlertedDaysAgo: 9 });
    await run();
    const [row] = await server.services.db
      .select({ recent: sql<boolean>`${savedSearches.lastAlertedAt} > now() - interval '1 minute'` })
      .from(savedSearches)
      .where(eq(savedSearches.id, search.id));
    expect(row!.recent).toBe(true);
  });
});
