// An agency per hostname (issue 44 item 1) through the real host: the install's agency on its primary name and on
// loopback, 301 from an alias and the www twin, the install's plain 404 for a name nobody answers on (by Host or
// by a trusted X-Forwarded-Host), 503 while suspended, and a cached page never served for another name.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { agencies } from "../../db/schema.ts";
import { addAgencyAlias, changeAgencyStatus, removeAgencyAlias } from "../../modules/agencies/index.ts";
import { upsertAgencyWithPrimary } from "../../modules/agencies/repos/agencies.ts";
import { announceChange } from "../../platform/change-notices.ts";
import { SUSPENDED_TEXT, UNKNOWN_HOST_TEXT } from "../../server/agency-host.ts";
import { startTestServer } from "../setup/test-server.ts";
import { latestAudit } from "../support/audit-rows.ts";
import { rawRequest } from "../support/raw-http.ts";

const PRIMARY = "agency-one.localhost";
const operator = { ip: null, userAgent: "agency-hosts test" };
let app: Awaited<ReturnType<typeof startTestServer>>;

beforeAll(async () => {
  // Its own database on PostgreSQL: suspending the agency must not reach the suites sharing the server's.
  app = await startTestServer({ PUBLIC_URL: `http://${PRIMARY}` }, { ownDatabase: true });
  expect(await addAgencyAlias(app.services.db, PRIMARY, "Agency-One-Old.test", operator)).toMatchObject({
    ok: true,
  });
});

afterAll(async () => {
  await app?.stop();
});

const home = (host: string, extra: Record<string, string> = {}) =>
  rawRequest(app.baseUrl, "GET", "/", { Host: host, ...extra });

describe("an agency per hostname", () => {
  it("serves the install's agency on its primary name and on an unregistered loopback name", async () => {
    for (const host of [PRIMARY, `${PRIMARY}:8080`, "AGENCY-ONE.localhost", "127.0.0.1"]) {
      const answer = await home(host);
      expect(answer.status, host).toBe(200);
      expect(answer.text()).toContain("Marlow &amp; Vale");
    }
  });

  it("sends an alias and the www twin to the same path and query on the primary name", async () => {
    for (const host of ["agency-one-old.test", `www.${PRIMARY}`]) {
      const answer = await rawRequest(app.baseUrl, "GET", "/search?channel=sales&q=Bath", { Host: host });
      expect(answer.status, host).toBe(301);
      expect(answer.header("location")).toBe(`http://${PRIMARY}/search?channel=sales&q=Bath`);
    }
    // A form posted to an alias is sent on as posted, not turned into a GET.
    const posted = await rawRequest(app.baseUrl, "POST", "/session", { Host: "agency-one-old.test" }, "");
    expect(posted.status).toBe(308);
  });

  it("never sends a redirect to another host, whatever the request's target says", async () => {
    for (const target of ["/\\evil.example/x", "http://evil.example/x"]) {
      const answer = await rawRequest(app.baseUrl, "GET", target, { Host: `www.${PRIMARY}` });
      expect(answer.status, target).toBe(301);
      expect(answer.header("location"), target).toBe(`http://${PRIMARY}/`);
    }
  });

  it("answers a name no agency owns with the install's plain 404, by Host or by a trusted proxy's name", async () => {
    for (const answer of [
      await home("nobody.example"),
      await home(PRIMARY, { "X-Forwarded-Host": "nobody.example" }),
      await rawRequest(app.baseUrl, "GET", "/property/1", { Host: "demo2.localhost" }),
      // A path the input boundary refuses: refused as nobody's, not in an agency's layout.
      await rawRequest(app.baseUrl, "GET", "/%ZZ", { Host: "nobody.example" }),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.text()).toContain(UNKNOWN_HOST_TEXT);
      expect(answer.text()).not.toContain("Marlow");
      expect(answer.header("set-cookie")).toBeUndefined();
      expect(answer.header("cache-control")).toBe("no-store");
    }
  });

  it("never serves one agency's cached page for another agency's name", async () => {
    // A second agency, on its own name (its data is not kept apart yet: only the cache's keys are under test).
    const second = {
      id: 2,
      name: "Harbour Homes",
      status: "live" as const,
      publicUrl: "http://agency-two.localhost",
    };
    await upsertAgencyWithPrimary(app.services.db, second, "agency-two.localhost");
    await announceChange(app.services.db, "agencies");
    try {
      await home(PRIMARY);
      expect((await home(PRIMARY)).header("x-cache")).toMatch(/HIT|STALE/);
      // The fast path ahead of Express (Host alone) and the lookup behind it (a trusted proxy's differing name).
      expect((await home("agency-two.localhost")).header("x-cache")).toBe("MISS");
      await home(PRIMARY);
      const throughProxy = await home(PRIMARY, { "X-Forwarded-Host": "agency-two.localhost" });
      expect(throughProxy.status).toBe(200);
      expect(throughProxy.header("x-cache")).toMatch(/HIT|STALE/);
      await rawRequest(app.baseUrl, "GET", "/?fresh=1", { Host: "agency-two.localhost" });
      const otherAgencyPage = await rawRequest(app.baseUrl, "GET", "/?fresh=1", {
        Host: PRIMARY,
        "X-Forwarded-Host": PRIMARY,
      });
      expect(otherAgencyPage.header("x-cache")).toBe("MISS");
      // A name that is one agency's cannot be taken as another's primary.
      await expect(
        upsertAgencyWithPrimary(app.services.db, { ...second, publicUrl: `http://${PRIMARY}` }, PRIMARY),
      ).rejects.toThrow(`${PRIMARY} is another agency's name`);
    } finally {
      await app.services.db.delete(agencies).where(eq(agencies.id, 2));
      await announceChange(app.services.db, "agencies");
    }
  });

  it("stops an alias redirecting once it is removed", async () => {
    await addAgencyAlias(app.services.db, "1", "short-lived.test", operator);
    expect((await home("short-lived.test")).status).toBe(301);
    expect(await removeAgencyAlias(app.services.db, "1", "short-lived.test", operator)).toMatchObject({
      ok: true,
    });
    expect((await home("short-lived.test")).status).toBe(404);
    expect(await removeAgencyAlias(app.services.db, "1", PRIMARY, operator)).toEqual({
      ok: false,
      error: `${PRIMARY} is not an alias of Marlow & Vale.`,
    });
  });

  it("shows a plain 503 on every name of a suspended agency, cached pages included, until it is resumed", async () => {
    await home(PRIMARY);
    const suspended = await changeAgencyStatus(app.services.db, PRIMARY, "suspended", operator);
    expect(suspended).toMatchObject({ ok: true, agency: { id: 1, status: "suspended" } });
    expect(await latestAudit(app.services.db, "agency.suspend")).toMatchObject({
      subject: "agency:1",
      before: { status: "live" },
      after: { status: "suspended" },
      userAgent: "agency-hosts test",
    });
    for (const host of [PRIMARY, "127.0.0.1", "agency-one-old.test"]) {
      const answer = await home(host);
      expect(answer.status, host).toBe(503);
      expect(answer.text()).toContain(SUSPENDED_TEXT);
      expect(answer.text()).not.toContain("Marlow");
    }
    await changeAgencyStatus(app.services.db, "1", "live", operator);
    expect((await home(PRIMARY)).status).toBe(200);
  });

  it("refuses an operator's alias that is no hostname or is taken, and an agency that does not exist", async () => {
    const db = app.services.db;
    expect(await addAgencyAlias(db, "1", "https://evil.example/", operator)).toEqual({
      ok: false,
      error: "https://evil.example/ is not a hostname (a name such as www.example.co.uk).",
    });
    expect(await addAgencyAlias(db, "1", "AGENCY-ONE-OLD.test.", operator)).toEqual({
      ok: false,
      error: "agency-one-old.test is already an agency's name.",
    });
    expect(await changeAgencyStatus(db, "nobody.test", "suspended", operator)).toEqual({
      ok: false,
      error: "No agency is nobody.test.",
    });
  });

  it("answers health checks on any name", async () => {
    const answer = await rawRequest(app.baseUrl, "GET", "/health", { Host: "nobody.example" });
    expect(answer.status).toBe(200);
  });
});
