// Issue 41, "Cookies under the Data (Use and Access) Act 2025", through the real host: two agencies on one install,
// the first running its own statistics without asking, the second asking first. What GET /analytics_code answers,
// the banner's notice, the Content-Security-Policy and the cookie policy follow each agency's own setting and the
// visitor's objection, never the other agency's; the cookie policy names every cookie the server sets over a
// realistic journey (visit, consent, objection, registration, sign-in and out, staff sign-in, a content preview);
// and an owner's switch is refused for a third party's statistics and audited before and after.
import { createHash } from "node:crypto";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, siteContentVersions } from "../../db/schema.ts";
import type { Db } from "../../db/client.ts";
import { SITE_STORAGE_LIST, storageNames } from "../../domain/site-storage.ts";
import { replaceSiteContent } from "../../modules/content/index.ts";
import { parseSiteContentFile, type SiteContent } from "../../modules/content/model/site-content.ts";
import { startTestServer } from "../setup/test-server.ts";
import { addSecondAgency } from "../support/second-agency.ts";
import { rawRequest } from "../support/raw-http.ts";
import { freshIp, getToken } from "../support/visitor.ts";
import { STAFF_PASSWORD, send, signedInStaff, staffBrowser } from "../support/staff-browser.ts";
import { call, PASSWORD, registerUser } from "./accounts-support.ts";

const SECOND = "second-cookies.localhost";
const STATS_FIRST = "<script>document.documentElement.dataset.statistics = 'first';</script>";
const STATS_SECOND = "<script>document.documentElement.dataset.statistics = 'second';</script>";
const TAG_FIRST = "<script>document.documentElement.dataset.tag = 'first';</script>";
const STATISTICS_NOTICE = "We count visits with our own statistics";

let app: Awaited<ReturnType<typeof startTestServer>>;
let secondDb: Db;

const scriptHash = (snippet: string) =>
  `'sha256-${createHash("sha256")
    .update(snippet.replace(/^<script>/, "").replace(/<\/script>$/, ""))
    .digest("base64")}'`;

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "oh-cookie-policy-"));
  const firstContent = JSON.parse(readFileSync("content/demo-agency.json", "utf8")) as Record<
    string,
    unknown
  >;
  firstContent.analytics = {
    head_analytics_code: TAG_FIRST,
    analytics_code: "",
    connectOrigins: [],
    statistics_code: STATS_FIRST,
    statisticsOrigins: [],
    statisticsWithoutAsking: true,
  };
  const file = path.join(dir, "agency.json");
  writeFileSync(file, JSON.stringify(firstContent));
  app = await startTestServer({ SITE_CONFIG: file, SEED_LISTINGS: "12" }, { ownDatabase: true });

  secondDb = await addSecondAgency(app, "Second Cookies", SECOND);
  const secondFile = JSON.parse(readFileSync("content/demo2-agency.json", "utf8")) as Record<string, unknown>;
  // The second agency has statistics of its own too, but asks first (the default).
  secondFile.analytics = { statistics_code: STATS_SECOND };
  const parsed = parseSiteContentFile(secondFile);
  if (!parsed.ok) throw new Error(parsed.problems.join("\n"));
  await replaceSiteContent(secondDb, parsed.content as Partial<SiteContent>);
}, 300_000);

afterAll(async () => {
  await app?.stop();
});

const FIRST = "127.0.0.1";
/** A GET at one agency's name (the first answers on 127.0.0.1), with a consent cookie or none. */
async function at(host: string, pathname: string, consent?: string) {
  const answer = await rawRequest(app.baseUrl, "GET", pathname, {
    Host: host,
    "X-Forwarded-For": freshIp(),
    ...(consent ? { Cookie: `oh_consent=${consent}` } : {}),
  });
  const header = (name: string) => answer.rawHeaders.find(([key]) => key.toLowerCase() === name)?.[1] ?? "";
  return { status: answer.status, text: answer.text(), header };
}

/** What a person is shown: the page without its scripts (the root's data carries every text of the banner). */
const shown = (html: string) => html.replace(/<script\b[\s\S]*?<\/script>/g, "");

const codes = async (host: string, consent?: string) =>
  JSON.parse((await at(host, "/analytics_code", consent)).text) as Record<string, string>;

describe("statistics without asking, per agency and per visitor", () => {
  it("runs the first agency's own statistics before any choice, but its analytics tags only after a yes", async () => {
    expect(await codes(FIRST)).toEqual({
      statistics_code: STATS_FIRST,
      head_analytics_code: "",
      analytics_code: "",
    });
    expect(await codes(FIRST, "1.a1.m0")).toEqual({
      statistics_code: STATS_FIRST,
      head_analytics_code: TAG_FIRST,
      analytics_code: "",
    });
  });

  it("stops them after an objection or Reject all, keeping the rest of the choice", async () => {
    expect((await codes(FIRST, "1.a0.m0")).statistics_code).toBe("");
    expect(await codes(FIRST, "1.a1.m1.s0")).toEqual({
      statistics_code: "",
      head_analytics_code: TAG_FIRST,
      analytics_code: "",
    });
  });

  it("runs the second agency's statistics only after a yes, and never the first agency's", async () => {
    expect(await codes(SECOND)).toEqual({ statistics_code: "", head_analytics_code: "", analytics_code: "" });
    expect(await codes(SECOND, "1.a0.m0.s1")).toEqual({
      statistics_code: STATS_SECOND,
      head_analytics_code: "",
      analytics_code: "",
    });
    expect(JSON.stringify(await codes(SECOND, "1.a1.m1"))).not.toContain("first");
  });

  it("tells each agency's visitors what its own setting means: the notice and the objection, or neither", async () => {
    const first = (await at(FIRST, "/")).text;
    expect(first).toContain(STATISTICS_NOTICE);
    expect(first).toMatch(/<button(?=[^>]* name="choice")(?=[^>]* value="object_statistics")/);
    const second = shown((await at(SECOND, "/")).text);
    expect(second).toContain("Harbour");
    expect(second).not.toContain(STATISTICS_NOTICE);
    expect(second).not.toContain('value="object_statistics"');
  });

  it("lets each agency's pages run its own configured snippets and nobody else's", async () => {
    const scriptSrc = async (host: string) =>
      (await at(host, "/"))
        .header("content-security-policy")
        .split("; ")
        .find((directive) => directive.startsWith("script-src "))!
        .split(" ");
    const first = await scriptSrc(FIRST);
    expect(first).toEqual(expect.arrayContaining([scriptHash(STATS_FIRST), scriptHash(TAG_FIRST)]));
    expect(first).not.toContain(scriptHash(STATS_SECOND));
    const second = await scriptSrc(SECOND);
    expect(second).toContain(scriptHash(STATS_SECOND));
    expect(second).not.toContain(scriptHash(STATS_FIRST));
    expect(second).not.toContain(scriptHash(TAG_FIRST));
  });
});

describe("the cookie policy page", () => {
  const rowHeaders = (html: string) =>
    [
      ...html.matchAll(
        /<th scope="row"[^>]*>([^<]+)(?:<span[^>]*> \(([^ <]+) on a secure connection\)<\/span>)?/g,
      ),
    ].flatMap((m) => [m[1]!, ...(m[2] ? [m[2]] : [])]);

  it("names every cookie the server sets over a realistic journey", async () => {
    const seen = new Set<string>();
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
      const response = await realFetch(...args);
      for (const cookie of response.headers.getSetCookie()) seen.add(cookie.split("=")[0]!);
      return response;
    };
    try {
      // A visit, the session and its token, a cookie choice without scripts, then an objection.
      await fetch(`${app.baseUrl}/`, { headers: { "x-forwarded-for": freshIp() } });
      const visitor = await getToken(app.baseUrl);
      const form = (choice: string, cookie = "") =>
        fetch(`${app.baseUrl}/cookie-consent`, {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: app.baseUrl,
            cookie,
            "x-forwarded-for": visitor.ip,
          },
          body: `choice=${choice}`,
        });
      const accepted = await form("accept_all", visitor.cookie);
      await form("object_statistics", accepted.headers.getSetCookie()[0]!.split(";")[0]!);
      // A visitor registers, signs out and signs in again.
      const registered = await registerUser(app.baseUrl);
      await call(app.baseUrl, "/session", registered.visitor, {}, "delete");
      const again = await getToken(app.baseUrl);
      const signIn = await call(app.baseUrl, "/session", again, {
        username: registered.email,
        password: PASSWORD,
      });
      expect(signIn.status).toBe(200);
      // A member of staff is set up and signs in (password, then the code), and previews a content version.
      const owner = await signedInStaff(app, { role: "owner" });
      const reviews = [{ quote: "Quick and kind.", author: "A. Visitor", rating: 5 }];
      const draft = await send(owner.b, "/admin/content/reviews", {
        intent: "json",
        json: JSON.stringify(reviews),
      });
      expect(draft.status).toBe(303);
      const [latest] = await app.services.db
        .select({ id: siteContentVersions.id })
        .from(siteContentVersions)
        .orderBy(desc(siteContentVersions.id))
        .limit(1);
      const preview = await send(owner.b, "/admin/content/preview", { version: String(latest!.id) });
      expect(preview.status).toBe(303);
      await send(owner.b, "/admin/content", { intent: "discard" });
      const signOut = await send(owner.b, "/admin/sign-out", {});
      expect(signOut.status).toBeLessThan(400);
      // The password step alone, in a new browser: the pending cookie until the second factor.
      const first = await send(await staffBrowser(app), "/admin/sign-in", {
        email: owner.email,
        password: STAFF_PASSWORD,
      });
      expect(first.status).toBe(303);
    } finally {
      globalThis.fetch = realFetch;
    }
    // The journey reached every kind of cookie the server sets; none is missing from the policy.
    expect([...seen].sort()).toEqual(
      expect.arrayContaining([
        "oh_consent",
        "oh_content_preview",
        "oh_session",
        "oh_staff",
        "oh_staff_pending",
      ]),
    );
    const listed = rowHeaders((await at(FIRST, "/cookies")).text);
    for (const name of seen) expect(listed, name).toContain(name);
    // And the page lists the whole list of the code (but the captcha's, which these servers do not use).
    for (const entry of SITE_STORAGE_LIST.filter((e) => !e.onlyWith))
      for (const name of storageNames(entry)) expect(listed).toContain(name);
  });

  it("is a table with headers, with each agency's tags, their category and when they run", async () => {
    const first = (await at(FIRST, "/cookies")).text;
    expect(first).toMatch(/<table[^>]*><caption[^>]*>Every cookie and browser storage item/);
    for (const heading of ["Name", "Kind", "Category", "Set by", "Purpose", "Lasts"])
      expect(first).toContain(
        `<th scope="col" class="border-b border-black/15 px-3 py-2 align-top font-semibold">${heading}</th>`,
      );
    expect(first).toContain(STATISTICS_NOTICE);
    expect(first).toMatch(/Our own statistics<\/th><td[^>]*>Statistics<\/td><td[^>]*>First party \(us\)/);
    expect(first).toContain("Without asking first, until you object");
    expect(first).toMatch(/Analytics tags<\/th><td[^>]*>Statistics<\/td><td[^>]*>Third party/);

    const second = shown((await at(SECOND, "/cookies")).text);
    expect(second).not.toContain(STATISTICS_NOTICE);
    expect(second).not.toContain("Without asking first");
    expect(second).toMatch(/Our own statistics<\/th>.*Only if you allow them/s);
    expect(second).not.toContain("Analytics tags</th>");
  });
});

describe("the owner's switch in the back office", () => {
  const fields = (overrides: Record<string, string>) => ({
    intent: "text-fields",
    "text.head_analytics_code": TAG_FIRST,
    "text.analytics_code": "",
    "text.connectOrigins": "",
    "text.statistics_code": STATS_FIRST,
    "text.statisticsOrigins": "",
    ...overrides,
  });

  it("refuses a third party's address as the agency's own statistics, and audits the switch going live", async () => {
    const owner = await signedInStaff(app, { role: "owner" });
    const refused = await send(
      owner.b,
      "/admin/content/analytics",
      fields({
        "text.statisticsOrigins": "https://www.google-analytics.com",
        "text.statisticsWithoutAsking": "on",
      }),
    );
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(
      "https://www.google-analytics.com is not this site&#x27;s own address",
    );

    // Switched off (the box unticked) in a draft, then published: one audit row with before and after.
    const saved = await send(owner.b, "/admin/content/analytics", fields({}));
    expect(saved.status).toBe(303);
    expect((await send(owner.b, "/admin/content", { intent: "publish" })).status).toBe(303);
    const [row] = await app.services.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "content.statistics-without-asking"), eq(auditLog.actorEmail, owner.email)),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row).toMatchObject({
      before: { statisticsWithoutAsking: true },
      after: { statisticsWithoutAsking: false },
    });
    // At once: the first agency now asks first, and the second is untouched.
    await expect.poll(async () => (await codes(FIRST)).statistics_code, { timeout: 10_000 }).toBe("");
    expect((await codes(SECOND, "1.a0.m0.s1")).statistics_code).toBe(STATS_SECOND);
  });
});
