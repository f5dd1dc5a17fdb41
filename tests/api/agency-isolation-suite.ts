// Issue 44 item 3 through the real host: two agencies on one install, each its own data controller. A listing,
// a visitor, a member of staff or a push key of one agency is unknown at the other, by id, by session cookie and
// by key; and the search of each shows its own listings only. Run twice: as deployed (both walls), and with
// row-level security off, where only the queries' own agency scope (db/agency-scope.ts) keeps agencies apart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { ownRows } from "../../db/agency-scope.ts";
import type { RowSecurity } from "../../db/agency-connections.ts";
import { copyFileSync, existsSync, mkdirSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import path from "node:path";
import { articles, branches, importRuns, properties, savedSearches, staff, users } from "../../db/schema.ts";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeTable from "../../app/routes.ts";
import { EMPTY_CRITERIA } from "../../modules/search/model/criteria.ts";
import { selectSearchPage } from "../../modules/search/repos/search.ts";
import { resolveSearch } from "../../modules/search/use-cases/search.ts";
import { createFeedApiKey } from "../../modules/feeds/index.ts";
import type { Db } from "../../db/client.ts";
import { startTestServer } from "../setup/test-server.ts";
import { addSecondAgency } from "../support/second-agency.ts";
import {
  availableListingIds,
  buildArticle,
  buildBranch,
  buildStaffMember,
  insertListing,
} from "../factories/index.ts";
import { type RawAnswer } from "../support/raw-http.ts";
import { jsonOf, requestsByHost } from "../support/agency-requests.ts";
import { PASSWORD, registerUser } from "./accounts-support.ts";
import { cookieHeader, signedInStaff } from "../support/staff-browser.ts";
import { startSmtpTestServer } from "../support/smtp.ts";
import { insertOutboxEmails } from "../../db/repos/outbox.ts";
import { OUTBOX_BATCH_SIZE } from "../../jobs/outbox-dispatcher.ts";

const FIRST = "first-agency.localhost";
const SECOND = "second-agency.localhost";
const SECOND_ADDRESS = "1 Isolation Row, Testbury";

/** The suite, on a server whose statements run with row-level security on, or off to test the first wall alone. */
export function agencyIsolationSuite(rowSecurity: RowSecurity): void {
  let app: Awaited<ReturnType<typeof startTestServer>>;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let secondDb: Db;
  let firstListing: number;
  let secondListing: number;

  beforeAll(async () => {
    // Its own database on PostgreSQL: a second agency must not appear in the suites sharing the server's.
    // The drop folders are read every second.
    smtp = await startSmtpTestServer();
    app = await startTestServer(
      { PUBLIC_URL: `http://${FIRST}`, FEED_POLL_SECONDS: "1", FEED_SETTLE_SECONDS: "0", SMTP_URL: smtp.url },
      { ownDatabase: true, rowSecurity },
    );
    secondDb = await addSecondAgency(app, "Second Homes", SECOND);
    const [branch] = await secondDb
      .insert(branches)
      .values(buildBranch({ name: "Testbury" }))
      .returning({ id: branches.id });
    secondListing = await insertListing(secondDb, {
      branchId: branch!.id,
      staffId: null,
      displayAddress: SECOND_ADDRESS,
      status: "available",
    });
    [firstListing] = (await availableListingIds(app.services.db)) as [number];
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    await smtp?.stop();
  });

  /** A request to one agency's name, from an address of its own. */
  const at = requestsByHost(() => app.baseUrl);
  const json = jsonOf;

  describe("two agencies on one install", () => {
    it("shows each agency its own listings only, by id and in its search", async () => {
      expect((await at(SECOND, "GET", `/properties/${secondListing}`)).text()).toContain(SECOND_ADDRESS);
      expect((await at(FIRST, "GET", `/properties/${secondListing}`)).status).toBe(404);
      expect((await at(SECOND, "GET", `/properties/${firstListing}`)).status).toBe(404);
      expect((await at(FIRST, "GET", `/properties/${firstListing}`)).status).toBe(200);

      const search = (host: string) =>
        at(host, "GET", "/search.ljson?channel=sales", { Accept: "application/json" }).then((answer) =>
          (json(answer).properties as { property_id: number }[]).map((p) => p.property_id),
        );
      expect(await search(SECOND)).toEqual([secondListing]);
      const firstIds = await search(FIRST);
      expect(firstIds.length).toBeGreaterThan(1);
      expect(firstIds).not.toContain(secondListing);

      // Two walls: the search names its agency, and row-level security binds the handle. A search naming the
      // second agency sent through the first agency's handle finds nothing of either.
      const sales = { ...EMPTY_CRITERIA, channel: "sales" as const };
      const throughFirst = (agencyId: number) =>
        resolveSearch({ db: app.services.db, listingAgencyIds: [agencyId] }, sales).then((resolved) =>
          selectSearchPage(app.services.db, resolved),
        );
      expect((await throughFirst(1)).length).toBeGreaterThan(1);
      // That is the second wall's check: with row-level security off, the agency the search names is all there is.
      if (rowSecurity === "on") expect(await throughFirst(2)).toEqual([]);

      // The text search reads the agency's part of the text index through the owner's function (migration 0038),
      // for the agency the search names: its own words only, at each name.
      const byText = (host: string) =>
        at(host, "GET", "/search.ljson?channel=sales&text=Testbury", { Accept: "application/json" }).then(
          (answer) => (json(answer).properties as { property_id: number }[]).map((p) => p.property_id),
        );
      expect(await byText(SECOND)).toEqual([secondListing]);
      expect(await byText(FIRST)).toEqual([]);
    });

    it("gives each agency its own sitemap, robots file, canonical links and structured data, on its own address", async () => {
      const sitemap = (await at(SECOND, "GET", "/sitemap.xml")).text();
      expect(sitemap).toContain(`<loc>http://${SECOND}/properties/${secondListing}</loc>`);
      expect(sitemap).not.toContain(FIRST);
      expect(sitemap).not.toContain(`/properties/${firstListing}<`);
      const firstSitemap = (await at(FIRST, "GET", "/sitemap.xml")).text();
      expect(firstSitemap).toContain(`<loc>http://${FIRST}/properties/${firstListing}</loc>`);
      expect(firstSitemap).not.toContain(SECOND);

      expect((await at(SECOND, "GET", "/robots.txt")).text()).toContain(
        `Sitemap: http://${SECOND}/sitemap.xml`,
      );
      expect((await at(FIRST, "GET", "/robots.txt")).text()).toContain(
        `Sitemap: http://${FIRST}/sitemap.xml`,
      );

      const page = (await at(SECOND, "GET", `/properties/${secondListing}`)).text();
      expect(page).toContain(`<link rel="canonical" href="http://${SECOND}/properties/${secondListing}"`);
      const structured = [...page.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
        ([, body]) => body!,
      );
      expect(structured.join("")).toContain(`http://${SECOND}/properties/${secondListing}`);
      expect(page).not.toContain(FIRST);
    });

    it("keeps a visitor of one agency unknown at the other, by password and by session cookie", async () => {
      // Registered at the first agency (loopback is the install's own agency).
      const registered = await registerUser(app.baseUrl);
      const signedInFirst = await at(FIRST, "GET", "/user.ljson", { Cookie: registered.visitor.cookie });
      expect(json(signedInFirst).user).toMatchObject({ email: registered.email });

      // The same cookie at the second agency: a stranger there.
      const sameCookie = await at(SECOND, "GET", "/user.ljson", { Cookie: registered.visitor.cookie });
      expect(json(sameCookie).user ?? null).toBeNull();

      // Signing in there with the first agency's email and password fails as for any unknown account.
      const anonymous = await at(SECOND, "GET", "/user.ljson");
      const cookie = anonymous.header("set-cookie")!.split(";")[0]!;
      const token = json(anonymous).authenticity_token as string;
      const signIn = await at(
        SECOND,
        "POST",
        "/session",
        { Cookie: cookie, Accept: "application/json", "Content-Type": "application/json" },
        JSON.stringify({ authenticity_token: token, username: registered.email, password: PASSWORD }),
      );
      expect(signIn.status).toBeGreaterThanOrEqual(400);
      expect(signIn.text()).not.toContain(registered.email);
      expect(
        await secondDb
          .select()
          .from(users)
          .where(and(ownRows(secondDb, users.agencyId), eq(users.email, registered.email))),
      ).toEqual([]);
    });

    it("keeps the back office of one agency closed to the other's staff", async () => {
      const staff = await signedInStaff(app);
      const own = await at(FIRST, "GET", "/admin", { Cookie: cookieHeader(staff.b) });
      expect(own.status).toBe(200);
      const other = await at(SECOND, "GET", "/admin", { Cookie: cookieHeader(staff.b) });
      expect(other.status).toBe(303);
      expect(other.header("location")).toMatch(/\/admin\/sign-in/);
    });

    it("accepts an agency's push key for that agency only", async () => {
      const { key } = await createFeedApiKey(app.services.db, { source: "crm" });
      const push = (host: string) =>
        at(
          host,
          "POST",
          "/api/feeds/crm/listings?mode=incremental",
          {
            Authorization: `Bearer ${key}`,
            "Content-Type": "application/json",
          },
          JSON.stringify({ version: 1, listings: [] }),
        );
      expect((await push(FIRST)).status).toBeLessThan(400);
      const refused = await push(SECOND);
      expect(refused.status).toBe(401);
      expect(json(refused)).toEqual({ errors: { base: ["This API key is not valid"] } });
    });

    it("serves an agency's media at its own names only, each agency's copy of a key its own", async () => {
      // Each agency's originals are in its own folder of the store (the install's agency at the top, the second
      // agency under agencies/2/), whatever the key: the same photograph imported by both is two files.
      const photo = (colour: string) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
          .jpeg()
          .toBuffer();
      const secondOnly = "branches/second-only.jpg";
      const both = "branches/both.jpg";
      const secondMedia = path.join(app.dataDir, "media", "agencies", "2");
      const firstMedia = path.join(app.dataDir, "media");
      mkdirSync(path.join(secondMedia, "branches"), { recursive: true });
      mkdirSync(path.join(firstMedia, "branches"), { recursive: true });
      writeFileSync(path.join(secondMedia, secondOnly), await photo("#ff0000"));
      writeFileSync(path.join(secondMedia, both), await photo("#ff0000"));
      writeFileSync(path.join(firstMedia, both), await photo("#0000ff"));

      const image = (host: string, key: string) =>
        at(host, "GET", `/media/408x250/${key}`, { Accept: "image/jpeg" });
      const red = async (answer: RawAnswer) => {
        const { data } = await sharp(answer.body).raw().toBuffer({ resolveWithObject: true });
        return data[0]! > 200 && data[2]! < 60;
      };
      const own = await image(SECOND, secondOnly);
      expect(own.status).toBe(200);
      expect(await red(own)).toBe(true);
      // The second agency's key at the first agency's name: unknown there, as a made-up key would be.
      const elsewhere = await image(FIRST, secondOnly);
      expect(elsewhere.status).toBe(404);
      expect(elsewhere.text()).toBe("Image not found");
      // One key, two agencies: each name serves its own agency's file.
      expect(await red(await image(SECOND, both))).toBe(true);
      expect(await red(await image(FIRST, both))).toBe(false);
    });

    it("imports a file dropped in an agency's own folder into that agency only", async () => {
      const feeds = path.join(app.dataDir, "feeds");
      const folder = path.join(feeds, "incoming", SECOND, "crm");
      mkdirSync(folder, { recursive: true });
      const dropped = path.join(folder, "stock.blm");
      copyFileSync(path.resolve("tests/fixtures/feeds/sales-caret-tilde.blm"), dropped);
      const aMinuteAgo = new Date(Date.now() - 60_000);
      utimesSync(dropped, aMinuteAgo, aMinuteAgo);
      const firstListingsBefore = await app.services.db.$count(
        properties,
        ownRows(app.services.db, properties.agencyId),
      );
      const processed = path.join(feeds, "agencies", SECOND, "processed", "crm");
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline) {
        // Done once the drop and its result are filed (the run has finished by then).
        if (existsSync(processed) && readdirSync(processed).length === 2) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const runs = await secondDb
        .select({ state: importRuns.state, source: importRuns.source })
        .from(importRuns)
        .where(ownRows(secondDb, importRuns.agencyId));
      expect(runs).toEqual([{ state: "succeeded", source: "crm" }]);
      expect(
        await secondDb.$count(
          properties,
          and(ownRows(secondDb, properties.agencyId), eq(properties.source, "crm")),
        ),
      ).toBeGreaterThan(0);
      // Filed under the agency's own folder; nothing of it at the install's agency.
      expect(readdirSync(processed).length).toBe(2);
      expect(await app.services.db.$count(properties, ownRows(app.services.db, properties.agencyId))).toBe(
        firstListingsBefore,
      );
      expect(
        await app.services.db.$count(
          importRuns,
          and(ownRows(app.services.db, importRuns.agencyId), eq(importRuns.fileName, "stock.blm")),
        ),
      ).toBe(0);
    });
  });

  describe("every route of one agency, asked for the other agency's records (issue 44 tests)", () => {
    // What only the second agency holds: its listing's address, its branch, its team member, its article, its
    // visitor and its name. None of it may appear in any answer the first agency's names give, to anyone.
    const MARKERS = {
      address: SECOND_ADDRESS,
      branch: "Testbury Quayside",
      person: "Ottoline Quistgaard",
      article: "Testbury harbour notes",
      visitor: "zebedee.second@second.example",
      agency: "Second Homes",
    };

    /** Every URL pattern of the route table (app/routes.ts), nested layouts included. */
    function routePaths(): string[] {
      const paths: string[] = [];
      const walk = (routes: RouteConfigEntry[]) => {
        for (const entry of routes) {
          if (entry.path !== undefined) paths.push(entry.path);
          if (entry.children) walk(entry.children);
        }
      };
      walk(routeTable);
      return paths;
    }

    /** Each way to fill a pattern's parameters with the second agency's keys (splats and fixed words aside). */
    function targets(pattern: string, ids: number[], slugs: string[]): string[] {
      let filled = [pattern.replace(/\*$/, "")];
      for (const [, name] of pattern.matchAll(/:(\w+)/g)) {
        const values =
          name === "channel"
            ? ["sales"]
            : name === "code"
              ? ["404"]
              : name === "source"
                ? ["crm"]
                : name === "index"
                  ? ["0"]
                  : name === "slug" || name === "key"
                    ? slugs
                    : name === "token"
                      ? ["0123456789abcdef0123456789abcdef"]
                      : ids.map(String);
        filled = filled.flatMap((path) => values.map((value) => path.replace(`:${name}`, value)));
      }
      return filled.map((path) => `/${path}`);
    }

    it("leaks nothing of the second agency, by id, slug or name, to the first agency's visitors or staff", async () => {
      const [branch] = await secondDb
        .insert(branches)
        .values(buildBranch({ name: MARKERS.branch, slug: "testbury-quayside" }))
        .returning({ id: branches.id, slug: branches.slug });
      const [person] = await secondDb
        .insert(staff)
        .values(buildStaffMember({ branchId: branch!.id, firstName: "Ottoline", surname: "Quistgaard" }))
        .returning({ id: staff.id });
      const [article] = await secondDb
        .insert(articles)
        .values(buildArticle({ title: MARKERS.article, slug: "testbury-harbour-notes" }))
        .returning({ id: articles.id, slug: articles.slug });
      const [visitor] = await secondDb
        .insert(users)
        .values({ email: MARKERS.visitor, passwordHash: "x", firstName: "Zebedee" })
        .returning({ id: users.id });
      const [saved] = await secondDb
        .insert(savedSearches)
        .values({ userId: visitor!.id, path: "/search/sales", criteria: {} })
        .returning({ id: savedSearches.id });
      // The markers are where the second agency's own pages show them, so their absence below means something.
      expect((await at(SECOND, "GET", `/properties/${secondListing}`)).text()).toContain(MARKERS.address);
      expect((await at(SECOND, "GET", `/articles/${article!.slug}`)).text()).toContain(MARKERS.article);
      expect((await at(SECOND, "GET", `/branches/${branch!.slug}`)).text()).toContain(MARKERS.branch);

      const ids = [secondListing, branch!.id, person!.id, article!.id, visitor!.id, saved!.id];
      const slugs = [branch!.slug, article!.slug];
      const visitorOfFirst = await registerUser(app.baseUrl);
      const staffOfFirst = await signedInStaff(app);
      const identities = {
        visitor: { Cookie: visitorOfFirst.visitor.cookie },
        staff: { Cookie: cookieHeader(staffOfFirst.b) },
      };
      const leaks: string[] = [];
      let asked = 0;
      for (const pattern of routePaths()) {
        // Signing out would end the staff identity's session for the routes after it.
        if (pattern.includes("sign-out")) continue;
        for (const target of targets(pattern, ids, slugs)) {
          for (const [who, headers] of Object.entries(identities)) {
            const answer = await at(FIRST, "GET", target, {
              Accept: "text/html,application/json",
              ...headers,
            });
            asked++;
            const text = answer.text();
            for (const [what, marker] of Object.entries(MARKERS)) {
              if (text.includes(marker))
                leaks.push(`${who} GET ${target} (${answer.status}) shows the ${what}`);
            }
          }
        }
      }
      expect(leaks).toEqual([]);
      expect(asked).toBeGreaterThan(300);

      // A trusted proxy naming the second agency (X-Forwarded-Host) makes the request the second agency's: its
      // public site, where the first agency's visitor and staff are strangers.
      const viaProxy = (path: string, cookie: string) =>
        at(FIRST, "GET", path, { Cookie: cookie, "X-Forwarded-Host": SECOND, Accept: "application/json" });
      expect((await viaProxy(`/properties/${secondListing}`, "")).text()).toContain(MARKERS.address);
      expect(json(await viaProxy("/user.ljson", visitorOfFirst.visitor.cookie)).user ?? null).toBeNull();
      const backOffice = await viaProxy("/admin", cookieHeader(staffOfFirst.b));
      expect(backOffice.status).toBe(303);
      expect(backOffice.header("location")).toMatch(/\/admin\/sign-in/);
    }, 300_000);
  });

  describe("jobs shared between agencies (issue 44 item 5)", () => {
    it("sends one agency's email while another's backlog waits its turn, then drains the backlog", async () => {
      const backlog = Array.from({ length: 300 }, (_, n) => ({
        to: `backlog-${n}@second.example`,
        subject: "Backlog",
        text: "One of many.",
      }));
      const fromSecond = (emails: typeof smtp.received) =>
        emails.filter((email) => email.to.some((to) => to.endsWith("@second.example"))).length;
      await insertOutboxEmails(secondDb, backlog);
      // The lead arrives once the backlog is being sent.
      while (fromSecond(smtp.received) === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const sentBeforeLead = fromSecond(smtp.received);
      await insertOutboxEmails(app.services.db, [
        { to: "lead@first.example", subject: "Lead", text: "Call me." },
      ]);
      await smtp.waitFor("lead@first.example", 15_000);
      const leadAt = smtp.received.findIndex((email) => email.to.includes("lead@first.example"));
      // It waits for the batch in flight and at most one more of the backlog's, not for the rest of the 300.
      expect(fromSecond(smtp.received.slice(0, leadAt)) - sentBeforeLead).toBeLessThanOrEqual(
        2 * OUTBOX_BATCH_SIZE,
      );
      const deadline = Date.now() + 60_000;
      while (fromSecond(smtp.received) < backlog.length && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(fromSecond(smtp.received)).toBe(backlog.length);
      // Each email went out once, from its own agency's outbox.
      expect(smtp.received.filter((email) => email.to.includes("lead@first.example"))).toHaveLength(1);
    }, 90_000);
  });
}
