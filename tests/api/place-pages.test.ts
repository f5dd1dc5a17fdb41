// Places as pages (issue 18; docs/search-urls.md) against the running test server: place slugs in search
// URLs, 301s from gid- and from the links agencies already have (Homeflow's fragments and /properties/…
// results URLs), the chooser, landing pages, and where they are linked from (sitemap, branch pages, footer).
import { createReadStream } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { importOpenNames } from "../../modules/open-data/use-cases/places/import-places.ts";
import { importPostcodes } from "../../modules/open-data/use-cases/postcodes/import-postcodes.ts";
import { DEFAULT_PLACE_RADIUS_MILES, METRES_PER_MILE } from "../../modules/search/use-cases/search.ts";
import { startTestServer } from "../setup/test-server.ts";
import { listings, metresBetween, places } from "./search-expected.ts";

const baseUrl = inject("baseUrl");
const get = (url: string, base = baseUrl) => fetch(`${base}${url}`, { redirect: "manual" });

async function expectRedirect(from: string, to: string, base = baseUrl) {
  const response = await get(from, base);
  expect(response.status, from).toBe(301);
  expect(response.headers.get("location"), from).toBe(to);
}

async function page(url: string, status = 200, base = baseUrl) {
  const response = await get(url, base);
  expect(response.status, url).toBe(status);
  const html = await response.text();
  const text = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/<[^>]+>/g, ""));
  return {
    response,
    html,
    title: text(/<title>(.*?)<\/title>/g)[0],
    h1: text(/<h1[^>]*>(.*?)<\/h1>/g),
    h2: text(/<h2[^>]*>(.*?)<\/h2>/g),
    // The test server's PUBLIC_URL is not its address: the path is what says which page is canonical.
    canonical: new URL(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "none:").pathname,
    description: /<meta name="description" content="([^"]+)"/.exec(html)?.[1],
    robots: /<meta name="robots" content="([^"]+)"/.exec(html)?.[1],
    links: [...html.matchAll(/<a [^>]*href="([^"]+)"[^>]*>(.*?)<\/a>/g)].map((m) => ({
      href: m[1]!.replace(/&amp;/g, "&"),
      text: m[2]!.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, ""),
    })),
  };
}

async function placeId(term: string, label: string): Promise<number> {
  const response = await fetch(`${baseUrl}/places?term=${encodeURIComponent(term)}`);
  const found = ((await response.json()) as [string, number][]).find(([text]) => text === label);
  if (!found) throw new Error(`no place labelled ${label}`);
  return found[1];
}

const bristol = places.find((p) => p.name === "Bristol")!;
const radius = DEFAULT_PLACE_RADIUS_MILES * METRES_PER_MILE;
const availableAround = (channel: "sales" | "lettings", centre: { latitude: number; longitude: number }) =>
  listings.filter(
    (p) =>
      p.channel === channel &&
      p.status === "available" &&
      metresBetween(centre, { latitude: p.latitude!, longitude: p.longitude! }) <= radius,
  );

describe("place slugs in search URLs", () => {
  it("makes /search/{channel}/{slug} a place's canonical search, and answers its gid- URL with a 301", async () => {
    const id = await placeId("Bristol", "Bristol, City of Bristol");
    await expectRedirect(`/search/sales/gid-${id}`, "/search/sales/bristol");
    await expectRedirect(
      `/search/lettings/gid-${id}/from-2-bed/page-2`,
      "/search/lettings/bristol/from-2-bed/page-2",
    );
    // The query's hashbang=map (design §5) and tracking ride along.
    await expectRedirect(
      `/search/sales/gid-${id}/from-2-bed?hashbang=map&utm_source=mail`,
      "/search/sales/bristol/from-2-bed?hashbang=map&utm_source=mail",
    );
    const bristolPage = await page("/search/sales/bristol/from-2-bed");
    expect(bristolPage.canonical).toBe("/search/sales/bristol/from-2-bed");
    expect(bristolPage.h1).toEqual(["2+ bedroom homes for sale in Bristol"]);
  });

  it("reads capitals, Homeflow's order and tags- and answers each with the canonical path", async () => {
    await expectRedirect("/search/sales/Bristol", "/search/sales/bristol");
    await expectRedirect("/search/bristol/sales/from-2-bed", "/search/sales/bristol/from-2-bed");
    await expectRedirect("/search/sales/bristol/tags-house,flat", "/search/sales/bristol/tag-house,flat");
    // A county or town before the place's own word says which one is meant.
    await expectRedirect("/search/sales/brighton-and-hove/brighton", "/search/sales/brighton");
    await expectRedirect(
      "/search/sales/city-of-bristol/bristol/from-2-bed",
      "/search/sales/bristol/from-2-bed",
    );
  });

  it("gives postcode districts and sectors slugs of their own", async () => {
    const district = await page("/search/sales/bs8");
    expect(district.h1).toEqual(["Property for sale in BS8, Bristol"]);
    expect(district.canonical).toBe("/search/sales/bs8");
    const sectors = (await (await fetch(`${baseUrl}/places?term=BS8`)).json()) as [string, number][];
    const [label, id] = sectors.find(([text]) => /^BS8 \d,/.test(text))!;
    const slug = `bs8-${label.slice(4, 5)}`;
    await expectRedirect(`/search/lettings/gid-${id}`, `/search/lettings/${slug}`);
    expect((await page(`/search/lettings/${slug}`)).h1).toEqual([`Property to let in ${label}`]);
  });

  it("keeps gid- for whole postcodes, which have no slug", async () => {
    const listing = listings.find((p) => p.status === "available" && p.channel === "sales")!;
    const [[, id]] = (await (await fetch(`${baseUrl}/places?term=${listing.postcode}`)).json()) as [
      [string, number],
    ];
    expect((await get(`/search/sales/gid-${id}`)).status).toBe(200);
  });
});

describe("the chooser", () => {
  it("lists the places a shared name may mean (200), keeping the other filters", async () => {
    const chooser = await page("/search/sales/newport/from-2-bed");
    expect(chooser.h1).toEqual(["Which “newport” do you mean?"]);
    expect(chooser.robots).toBe("noindex, follow");
    expect(chooser.response.headers.get("cache-control")).toContain("public");
    const choices = chooser.links.filter((link) => link.href.startsWith("/search/sales/newport-"));
    expect(choices.map((c) => c.href)).toContain("/search/sales/newport-isle-of-wight/from-2-bed");
    expect(choices.map((c) => c.text)).toContain("Newport, Isle of Wight");
    expect(choices.length).toBeGreaterThanOrEqual(5);
    for (const choice of choices.slice(0, 2)) expect((await get(choice.href)).status).toBe(200);
    expect(chooser.links).toContainEqual({
      href: "/search/sales/from-2-bed",
      text: "2+ bedroom homes for sale",
    });
  });

  it("offers the namesakes and the named town when the words contradict each other (bristol/clifton)", async () => {
    // The gazetteer's only Clifton is in Central Bedfordshire (Open Names, below, adds Bristol's).
    const chooser = await page("/search/sales/bristol/clifton");
    expect(chooser.h1).toEqual(["Which “bristol clifton” do you mean?"]);
    const hrefs = chooser.links.map((link) => link.href);
    expect(hrefs).toContain("/search/sales/clifton");
    expect(hrefs).toContain("/search/sales/bristol");
  });

  it("answers words no place has with 404 and the places they find as text, never a bare 404", async () => {
    const unknown = await page("/search/lettings/bristo", 404);
    expect(unknown.h1).toEqual(["No place called “bristo”"]);
    expect(unknown.links).toContainEqual({
      href: "/search/lettings/bristol",
      text: "Bristol, City of Bristol",
    });
    const nothing = await page("/search/sales/qzxqzxq-qzx", 404);
    expect(nothing.h1).toEqual(["No place called “qzxqzxq-qzx”"]);
    expect(nothing.links).toContainEqual({ href: "/search/sales", text: "Property for sale" });
  });

  it("is still a plain 404 for a path the grammar refuses", async () => {
    expect((await get("/search/sales/from-2-bed/bristol")).status).toBe(404);
    expect((await get("/search/sales/bristol_city")).status).toBe(404);
  });
});

// Homeflow's own test fragment (homeflowjs parse-fragment.test.js), the failing case.
const HOMEFLOW_FRAGMENT =
  "/brighton-and-hove/brighton/sales/status-all/page-2/from-1-bed/up-to-5-bed/from-100000/up-to-500000/within-10-miles/from-5-acres/up-to-20-acres/min-sq-ft-50/max-sq-ft-100/area-80/updated-in-10-days/newer-than-5-days/poly-eW5odUhqc1ZiR29VfE9nUXpeP3JQeEp8T3JWdEFuVXNQZnNEaVN2ZEF7YEBoYUBnZEB7ckJrQG1gQQ==/text-testing/tags-house,flat/sorted-most-recent-first";

describe("the query form's fragments that lead with place slugs", () => {
  it("redirects Homeflow's fragment to our canonical path", async () => {
    await expectRedirect(
      `/search?fragment=${encodeURIComponent(HOMEFLOW_FRAGMENT)}`,
      "/search/sales/brighton/from-1-bed/up-to-5-bed/from-100000/up-to-500000/from-5-acres/up-to-20-acres/min-sq-ft-50/max-sq-ft-100/area-80/updated-in-10-days/newer-than-5-days/status-all/within-10-miles/poly-eW5odUhqc1ZiR29VfE9nUXpeP3JQeEp8T3JWdEFuVXNQZnNEaVN2ZEF7YEBoYUBnZEB7ckJrQG1gQQ/text-testing/tag-house,flat/most-recent-first/page-2",
    );
    await expectRedirect(
      "/search?fragment=bristol/lettings&min_beds=2&hashbang=map",
      "/search/lettings/bristol/from-2-bed?hashbang=map#/map",
    );
    const id = await placeId("Bristol", "Bristol, City of Bristol");
    await expectRedirect(`/search?channel=sales&place_id=${id}`, "/search/sales/bristol");
    // Slugs that name no one place go to the chooser's path.
    await expectRedirect("/search?fragment=newport/sales", "/search/sales/newport");
  });

  it("runs them through /search.ljson, which reads the slugs instead of refusing them", async () => {
    // Not "fragment segment "brighton-and-hove" matches no search rule" (issue 18): the place is read.
    // Issue 42 item 10: the demo agency has no branch 80, which the area- filter names; the page the fragment
    // redirects to keeps area-80 and shows no listings, and the JSON call gives the same answer (no 400).
    const fragmentAnswer = await get(`/search.ljson?fragment=${encodeURIComponent(HOMEFLOW_FRAGMENT)}`);
    expect(fragmentAnswer.status).toBe(200);
    expect(await fragmentAnswer.json()).toMatchObject({
      properties: [],
      pagination: { page: 2, total_count: 0 },
    });
    const redirected = (await get(`/search?fragment=${encodeURIComponent(HOMEFLOW_FRAGMENT)}`)).headers.get(
      "location",
    )!;
    expect(redirected).toContain("/area-80/");
    const shown = await page(redirected);
    expect(shown.canonical).toBe(redirected);
    const withoutArea = HOMEFLOW_FRAGMENT.replace("/area-80", "");
    const answer = await get(`/search.ljson?fragment=${encodeURIComponent(withoutArea)}`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ pagination: { page: 2 } });
    const bristolSales = await get("/search.ljson?fragment=bristol/sales");
    const byId = await get(
      `/search.ljson?channel=sales&place_id=${await placeId("Bristol", "Bristol, City of Bristol")}`,
    );
    expect(await bristolSales.json()).toEqual(await byId.json());
  });

  it("refuses slugs that name no one place, saying which places they could be", async () => {
    const ambiguous = await get("/search.ljson?fragment=newport/sales");
    expect(ambiguous.status).toBe(400);
    const { errors } = (await ambiguous.json()) as { errors: { search: string[] } };
    expect(errors.search[0]).toMatch(/^the location "newport" names several places: .*newport-isle-of-wight/);
    const unknown = await get("/search.ljson?fragment=qzxqzxq/sales");
    expect(await unknown.json()).toEqual({
      errors: { search: ['the location "qzxqzxq" names no known place'] },
    });
    const twoChannels = await get("/search.ljson?fragment=bristol/lettings&channel=sales");
    expect(await twoChannels.json()).toEqual({
      errors: { search: ["parameter channel=sales differs from the fragment's channel lettings"] },
    });
  });
});

describe("the links agencies already have: /properties/{channel}/… (Homeflow's results URLs)", () => {
  it.each([
    ["/properties/sales", "/search/sales"],
    ["/properties/lettings", "/search/lettings"],
    ["/properties/sales/bristol", "/search/sales/bristol"],
    ["/properties/lettings/bristol/from-2-bed/up-to-1500", "/search/lettings/bristol/from-2-bed/up-to-1500"],
    ["/properties/property-for-sale/bath", "/search/sales/bath"],
    ["/properties/sales/brighton-and-hove/brighton/tags-house", "/search/sales/brighton/tag-house"],
    [
      "/properties/sales/bristol/from-3-bed?utm_source=email&ref=old-site",
      "/search/sales/bristol/from-3-bed?utm_source=email",
    ],
    [
      "/properties/sales/bristol?min_beds=2&hashbang=map",
      "/search/sales/bristol/from-2-bed?hashbang=map#/map",
    ],
    ["/properties/sales/newport", "/search/sales/newport"],
    ["/properties/sales/Bristol/most-recent-first/page-3", "/search/sales/bristol/most-recent-first/page-3"],
  ])("%s → 301 %s", async (from, to) => {
    await expectRedirect(from, to);
  });

  it("reads a gid- beside place words as the place (the words are a label)", async () => {
    const id = await placeId("Bristol", "Bristol, City of Bristol");
    await expectRedirect(`/properties/sales/france/gid-${id}/from-3-bed`, "/search/sales/bristol/from-3-bed");
  });

  it("leaves /properties/{id} the property page, and refuses what the grammar refuses", async () => {
    const listing = listings.find((p) => p.status === "available")!;
    expect((await get(`/properties/${listing.id}`)).status).toBe(200);
    await expectRedirect(`/properties/${listing.id}/${listing.channel}`, `/properties/${listing.id}`);
    expect((await get("/properties/sales/from-2-bed/bristol")).status).toBe(404);
  });
});

describe("landing pages: a place's own search", () => {
  it("names the place in heading, title and description, with a canonical link and public caching", async () => {
    const landing = await page("/search/sales/bristol");
    const expected = availableAround("sales", bristol);
    expect(landing.h1).toEqual(["Property for sale in Bristol"]);
    expect(landing.title).toBe("Property for sale in Bristol");
    expect(landing.canonical).toBe("/search/sales/bristol");
    expect(landing.description).toMatch(
      new RegExp(
        `^Property for sale in Bristol: ${expected.length} properties for sale, asking £[\\d,]+ to £[\\d,]+\\.`,
      ),
    );
    expect(landing.response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    expect(landing.html).not.toMatch(/authenticity_token|csrf/i);
    const lettings = await page("/search/lettings/bristol");
    expect(lettings.h1).toEqual(["Property to let in Bristol"]);
  });

  it("shows the agency's intro, asking prices by bedrooms, the covering branch, nearby places and the other channel", async () => {
    const landing = await page("/search/sales/bristol");
    expect(landing.h2).toEqual(
      expect.arrayContaining(["Asking prices in Bristol", "Your local branch: Bristol", "Nearby searches"]),
    );
    expect(landing.html).toContain("Bristol mixes Georgian terraces");
    // The table's rows add up to the search's count, each bedroom count as the listings have it.
    const expected = availableAround("sales", bristol);
    const rows = [
      ...landing.html.matchAll(/<tr[^>]*><th scope="row"[^>]*>(.*?)<\/th><td[^>]*>(\d+)<\/td>/g),
    ].map((m) => [m[1], Number(m[2])] as const);
    const byBedrooms = new Map<string, number>();
    for (const p of expected) {
      const key = p.bedrooms == null ? "Not stated" : p.bedrooms === 0 ? "Studio" : String(p.bedrooms);
      byBedrooms.set(key, (byBedrooms.get(key) ?? 0) + 1);
    }
    expect(new Map(rows)).toEqual(byBedrooms);
    const links = landing.links.map((link) => link.href);
    expect(links).toContain("/branches/bristol");
    expect(landing.links).toContainEqual({
      href: "/search/lettings/bristol",
      text: "Property to let in Bristol",
    });
    const nearby = landing.links.filter(
      (link) => /^Property for sale in /.test(link.text) && link.href !== "/search/sales/bristol",
    );
    expect(nearby.length).toBeGreaterThan(0);
    for (const link of nearby.slice(0, 3)) expect((await get(link.href)).status).toBe(200);
  });

  it("is only the place's own search: a filtered search of it has no landing sections", async () => {
    const filtered = await page("/search/sales/bristol/from-2-bed");
    expect(filtered.h2).not.toContain("Asking prices in Bristol");
    expect(filtered.description).toMatch(
      / in Bristol\. Search by price, bedrooms, property type and more\.$/,
    );
  });
});

describe("where landing pages are linked from", () => {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);

  it("lists in the sitemap every place with listings, each page answering 200 with results", async () => {
    const paths = locs(await (await fetch(`${baseUrl}/sitemap.xml`)).text());
    const landings = paths.filter((p) => /^\/search\/(sales|lettings)\/[a-z0-9-]+$/.test(p));
    expect(landings).toEqual(
      expect.arrayContaining(["/search/sales/bristol", "/search/lettings/bristol", "/search/sales/bs8"]),
    );
    // A place with no listing within its search's circle is not listed (Brighton: no demo branch near).
    expect(landings).not.toContain("/search/sales/brighton");
    for (const landing of landings.filter((_, i) => i % Math.ceil(landings.length / 6) === 0)) {
      const json = await get(
        `/search.ljson?fragment=${landing.split("/").slice(3).join("/")}/${landing.split("/")[2]}`,
      );
      const body = (await json.json()) as { pagination: { total_count: number } };
      expect(body.pagination.total_count, landing).toBeGreaterThan(0);
    }
  });

  it("links the branch page to the places around it and the districts it covers", async () => {
    const branch = await page("/branches/bristol");
    expect(branch.h2).toContain("Search near Bristol");
    const hrefs = branch.links.map((link) => link.href);
    expect(hrefs).toContain("/search/sales/bristol");
    expect(hrefs).toContain("/search/lettings/bristol");
    expect(hrefs.some((href) => /^\/search\/sales\/bs\d+$/.test(href))).toBe(true);
  });

  it("lists popular searches in every page's footer", async () => {
    const home = await page("/");
    expect(home.h2).toContain("Popular searches");
    expect(home.links).toContainEqual({
      href: "/search/sales/bristol",
      text: "Property for sale in Bristol",
    });
  });
});

describe("slugs stay put when neighbourhoods and postcodes are imported, and again", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  const fixture = (name: string) =>
    createReadStream(path.join(import.meta.dirname, "../fixtures/geography", name));
  const slugs = async () => {
    const result = await server.services.db.execute(
      sql`select id, slug from places where slug is not null order by id`,
    );
    return (result as unknown as { rows: { id: number; slug: string }[] }).rows;
  };

  beforeAll(async () => {
    server = await startTestServer({ SEED_LISTINGS: "0", LOG_LEVEL: "silent" }, { ownDatabase: true });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("gives an imported namesake its town (clifton-bristol), keeps every slug on a second import", async () => {
    const before = await slugs();
    await importPostcodes(server.services.db, fixture("onspd-sample.csv"));
    await importOpenNames(server.services.db, fixture("open-names-sample.csv"));
    const after = await slugs();
    // Nothing given before changes.
    expect(after.slice(0, before.length)).toEqual(before);
    const bySlug = new Map(after.map((row) => [row.slug, row.id]));
    expect(bySlug.has("clifton-bristol")).toBe(true);
    expect(bySlug.has("redland")).toBe(true);
    expect(bySlug.has("bs8-2")).toBe(true);
    await importPostcodes(server.services.db, fixture("onspd-sample.csv"));
    await importOpenNames(server.services.db, fixture("open-names-sample.csv"));
    expect(await slugs()).toEqual(after);
  });

  it("resolves bristol/clifton to the Clifton in Bristol, and its landing page names it so", async () => {
    await expectRedirect("/search/sales/bristol/clifton", "/search/sales/clifton-bristol", server.baseUrl);
    await expectRedirect(
      "/properties/lettings/bristol/clifton",
      "/search/lettings/clifton-bristol",
      server.baseUrl,
    );
    const clifton = await page("/search/lettings/clifton-bristol", 200, server.baseUrl);
    expect(clifton.h1).toEqual(["Property to let in Clifton, Bristol"]);
    // The bare word keeps naming the place that had it first.
    expect((await page("/search/sales/clifton", 200, server.baseUrl)).h1).toEqual([
      "Property for sale in Clifton",
    ]);
  });
});
