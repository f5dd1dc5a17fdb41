// GET /sitemap.xml (issue 4 item 8) against the running test server: every listing but the withdrawn ones,
// at its canonical URL with its last change, plus the home and search entry pages and the agency's pages.
import { describe, expect, inject, it } from "vitest";
import { listings } from "./search-expected.ts";
import { propertyPath, sitePagePath } from "../../domain/urls.ts";
import { demo } from "../e2e/demo-content.ts";

const baseUrl = inject("baseUrl");

async function sitemap(query = "") {
  const response = await fetch(`${baseUrl}/sitemap.xml${query}`);
  return { response, text: await response.text() };
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

describe("GET /sitemap.xml", () => {
  it("answers XML a crawler may cache", async () => {
    const { response, text } = await sitemap();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(text.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
  });

  it("lists the site's pages, the places' landing pages and every live listing, never a withdrawn one", async () => {
    const { text } = await sitemap();
    // The test server's PUBLIC_URL is its own address.
    const paths = locs(text).map((loc) => new URL(loc).pathname);
    const live = listings.filter((p) => p.status !== "withdrawn").map((p) => propertyPath(p.id));
    const withdrawn = listings.filter((p) => p.status === "withdrawn").map((p) => propertyPath(p.id));
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(paths.slice(0, 3)).toEqual(["/", "/search/sales", "/search/lettings"]);
    // Issue 16: then the agency's own pages (privacy, cookies, contact…), by slug.
    const agencyPages = Object.keys(demo.pages!).sort().map(sitePagePath);
    expect(paths.slice(3, 3 + agencyPages.length)).toEqual(agencyPages);
    const pagesEnd = 3 + agencyPages.length;
    // Issue 18: then each place with listings, by its slug (tests/api/place-pages.test.ts has the rest).
    const landings = paths.slice(pagesEnd).filter((path) => path.startsWith("/search/"));
    expect(landings.length).toBeGreaterThan(0);
    expect(paths.slice(pagesEnd, pagesEnd + landings.length)).toEqual(landings);
    for (const path of landings) expect(path).toMatch(/^\/search\/(sales|lettings)\/[a-z0-9-]+$/);
    // Issue 17: then the house-prices pages of places with listings and sales (price-paid-pages.test.ts).
    const housePricesEnd = pagesEnd + landings.length;
    const housePrices = paths.slice(housePricesEnd).filter((path) => path.startsWith("/house-prices/"));
    expect(paths.slice(housePricesEnd, housePricesEnd + housePrices.length)).toEqual(housePrices);
    for (const path of housePrices) expect(path).toMatch(/^\/house-prices\/[a-z0-9-]+$/);
    expect(paths.slice(housePricesEnd + housePrices.length).sort()).toEqual([...live].sort());
    for (const path of withdrawn) expect(paths).not.toContain(path);
  });

  it("gives each listing its last change as lastmod", async () => {
    const { text } = await sitemap();
    const lastmods = new Map(
      [...text.matchAll(/<loc>[^<]*\/properties\/(\d+)<\/loc><lastmod>([^<]+)<\/lastmod>/g)].map((m) => [
        Number(m[1]),
        m[2]!,
      ]),
    );
    const live = listings.filter((p) => p.status !== "withdrawn");
    expect(lastmods.size).toBe(live.length);
    // The server seeded relative to its own start time: every listing is off by that same amount.
    const offsets = new Set(
      live.map((p) => new Date(lastmods.get(p.id)!).getTime() - (p.updatedAt as Date).getTime()),
    );
    expect(offsets.size).toBe(1);
    for (const lastmod of lastmods.values()) expect(new Date(lastmod).toISOString()).toBe(lastmod);
  });

  it("names its one file page=1 and has no other", async () => {
    expect((await sitemap("?page=1")).text).toBe((await sitemap()).text);
    for (const query of ["?page=2", "?page=0", "?page=abc"]) {
      expect((await sitemap(query)).response.status).toBe(404);
    }
  });
});
