// What pages say about a listing and a search (issue 16), over HTTP against the seeded server: a POA price
// once, an EPC statement on every listing, business rates for commercial property, Part C's rows, and a
// results header in the words of its status filter.
import { describe, expect, inject, it } from "vitest";
import { propertyPath } from "../../domain/urls.ts";
import { listings } from "./search-expected.ts";

const baseUrl = inject("baseUrl");

async function page(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The material information's rows, term → value, as the page renders them. */
function materialRows(html: string): Record<string, string> {
  const section =
    /<section aria-labelledby="material-information">([\s\S]*?)<\/section>/.exec(html)?.[1] ?? "";
  const rows: Record<string, string> = {};
  for (const [, term, value] of section.matchAll(/<dt>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)) {
    rows[term!.replaceAll("&amp;", "&")] = value!.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
  }
  return rows;
}

const live = (p: (typeof listings)[number]) => p.status === "available" && !p.parentId;

describe("the property page's texts (issue 16)", () => {
  it("shows POA once for a listing without a price", async () => {
    const poa = listings.find((p) => p.poa && p.status !== "withdrawn" && !p.parentId)!;
    const html = await page(propertyPath(poa.id));
    const price = /<p class="text-3xl[^"]*">([\s\S]*?)<\/p>/.exec(html)?.[1];
    expect(price).toBe("POA");
    expect(html).not.toMatch(/POA(?:<!-- -->|\s|<[^>]+>)*POA/);
  });

  it("says the EPC is not yet available when a listing has none, and gives the rating when it has one", async () => {
    const without = listings.find((p) => !p.epcRating && live(p))!;
    expect(materialRows(await page(propertyPath(without.id))).EPC).toBe("Not yet available");
    const rated = listings.find((p) => p.epcRating && live(p))!;
    expect(materialRows(await page(propertyPath(rated.id))).EPC).toBe(`Rating ${rated.epcRating}`);
  });

  it("shows business rates, not a council tax band, for commercial property", async () => {
    const commercial = listings.filter((p) => p.tags?.includes("commercial") && live(p));
    expect(commercial.length).toBeGreaterThan(1);
    for (const listing of commercial.slice(0, 3)) {
      const rows = materialRows(await page(propertyPath(listing.id)));
      expect(rows["Council tax band"]).toBeUndefined();
      const value = listing.materialInformation?.rateableValue;
      expect(rows["Business rates"]).toBe(
        value == null ? "Ask the agent" : `Rateable value £${value.toLocaleString("en-GB")}`,
      );
    }
  });

  it("lists Part C's building safety, flood history, coastal erosion, planning and coal mining", async () => {
    const home = listings.find((p) => live(p) && !p.tags?.includes("commercial"))!;
    const rows = materialRows(await page(propertyPath(home.id)));
    const info = home.materialInformation ?? {};
    expect(rows).toMatchObject({
      "Building safety": info.buildingSafety ?? "Ask the agent",
      "Flood history": info.floodHistory ?? "Ask the agent",
      "Coastal erosion": info.coastalErosion ?? "Ask the agent",
      Planning: info.planning ?? "Ask the agent",
      "Coal mining": info.coalMining ?? "Ask the agent",
    });
  });
});

describe("the results header of a status filter (issue 16)", () => {
  async function header(path: string, query: string) {
    const html = await page(path);
    const total = (
      (await (await fetch(`${baseUrl}/search.ljson?${query}`)).json()) as {
        pagination: { total_count: number };
      }
    ).pagination.total_count;
    return {
      title: /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1],
      count: /<p class="mt-1" role="status">([^<]*)<\/p>/.exec(html)?.[1],
      total,
    };
  }

  it("says 'sold or SSTC' for a sold search, never 'for sale'", async () => {
    const { title, count, total } = await header(
      "/search/sales/status-sold",
      "channel=sales&fragment=status-sold",
    );
    expect(total).toBeGreaterThan(0);
    expect(title).toBe("Property sold or SSTC");
    expect(count).toBe(`${total} ${total === 1 ? "property" : "properties"} sold or SSTC`);
  });

  it("says 'let or let agreed' for a let search and keeps 'to let' for available lettings", async () => {
    const let_ = await header("/search/lettings/status-let", "channel=lettings&fragment=status-let");
    expect(let_.title).toBe("Property let or let agreed");
    expect(let_.count).toMatch(/^\d+ propert(?:y|ies) let or let agreed$/);
    const available = await header("/search/lettings", "channel=lettings");
    expect(available.title).toBe("Property to let");
    expect(available.count).toBe(`${available.total} properties to let`);
  });
});
