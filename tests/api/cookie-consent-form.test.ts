// Issue 42 item 7 over HTTP: the cookie banner is in the server's HTML for every visitor (the page stays one
// cacheable document), its "Accept all" and "Reject all" work as a plain form (POST /cookie-consent), which sets
// the same cookie and logs the same consent row as the banner's script, and refuses a post from another site.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentLogs } from "../../db/schema.ts";
import { startTestServer } from "../setup/test-server.ts";

let app: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  app = await startTestServer({ SEED_LISTINGS: "12", LOG_LEVEL: "silent" }, { ownDatabase: true });
}, 300_000);
afterAll(async () => {
  await app?.stop();
});

const post = (body: string, headers: Record<string, string>) =>
  fetch(`${app.baseUrl}/cookie-consent`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "user-agent": "no-js-consent",
      ...headers,
    },
    body,
  });

describe("the cookie banner without JavaScript", () => {
  it("is in the page's HTML as a form, right after the skip link, with a head script to hide it once chosen", async () => {
    const html = await (await fetch(`${app.baseUrl}/`)).text();
    const skip = html.indexOf("Skip to main content");
    const banner = html.indexOf('data-consent-banner="ask"');
    expect(skip).toBeGreaterThan(0);
    expect(banner).toBeGreaterThan(skip);
    expect(banner).toBeLessThan(html.indexOf("<header"));
    // Attributes in any order: what matters is a post form with two named submit buttons.
    expect(html).toMatch(/<form(?=[^>]* action="\/cookie-consent")(?=[^>]* method="post")/);
    for (const value of ["accept_all", "reject_all"])
      expect(html).toMatch(
        new RegExp(`<button(?=[^>]* type="submit")(?=[^>]* name="choice")(?=[^>]* value="${value}")`),
      );
    expect(html).toContain('document.documentElement.setAttribute("data-consented","")');
  });

  it("Reject all: sets the cookie, logs the choice and goes back to the page", async () => {
    const response = await post("choice=reject_all", {
      origin: app.baseUrl,
      referer: `${app.baseUrl}/search/sales?x=1`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/search/sales?x=1");
    expect(response.headers.get("set-cookie")).toMatch(
      /^oh_consent=1\.a0\.m0; Max-Age=15724800; Path=\/; Expires=[^;]+; SameSite=Lax$/,
    );
    expect(response.headers.get("cache-control")).toBe("no-store");
    const [log] = await app.services.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.userAgent, "no-js-consent"))
      .orderBy(desc(consentLogs.id))
      .limit(1);
    expect(log).toMatchObject({ kind: "cookies", url: "/search/sales" });
    expect(log!.choice).toMatch(/reject/i);
  });

  it("Accept all, sent by a browser that names no Origin but says it is the same site", async () => {
    const response = await post("choice=accept_all", { "sec-fetch-site": "same-origin" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(/^oh_consent=1\.a1\.m1;/);
  });

  it("Object to statistics (issue 41): stops the statistics, keeps the rest of a stored choice, logs it", async () => {
    const objected = await post("choice=object_statistics", {
      origin: app.baseUrl,
      cookie: "oh_consent=1.a1.m1",
      referer: `${app.baseUrl}/branches`,
    });
    expect(objected.status).toBe(303);
    expect(objected.headers.get("location")).toBe("/branches");
    expect(objected.headers.get("set-cookie")).toMatch(/^oh_consent=1\.a1\.m1\.s0;/);
    const [log] = await app.services.db
      .select()
      .from(consentLogs)
      .where(eq(consentLogs.userAgent, "no-js-consent"))
      .orderBy(desc(consentLogs.id))
      .limit(1);
    expect(log).toMatchObject({
      url: "/branches",
      choice: "object_statistics; statistics=denied; analytics=granted; marketing=granted; version=1",
    });
    // With no choice before it, the objection allows nothing else either.
    const first = await post("choice=object_statistics", { origin: app.baseUrl });
    expect(first.headers.get("set-cookie")).toMatch(/^oh_consent=1\.a0\.m0;/);
  });

  it("refuses a post from another site, or from nowhere it can tell, and an unknown choice, setting nothing", async () => {
    const before = (await app.services.db.select().from(consentLogs)).length;
    for (const headers of [
      { origin: "https://elsewhere.example" },
      { "sec-fetch-site": "cross-site" },
      {} as Record<string, string>,
    ]) {
      const response = await post("choice=accept_all", headers);
      expect(response.status).toBe(403);
      expect(response.headers.get("set-cookie")).toBeNull();
    }
    const unknown = await post("choice=maybe", { origin: app.baseUrl });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe("Please choose Accept all or Reject all.");
    expect((await app.services.db.select().from(consentLogs)).length).toBe(before);
  });
});
