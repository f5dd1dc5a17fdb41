// GET /search.ljson against the running test server: every filter and sort compared with ids computed from
// the deterministic generator (tests/api/search-expected.ts), pagination, the card shape and rejections.
import polyline from "@mapbox/polyline";
import { describe, expect, inject, it } from "vitest";
import { SORT_ORDERS } from "../../modules/search/model/criteria.ts";
import {
  DAY,
  agency,
  comparablePrice,
  expectedIds,
  listings,
  metresBetween,
  now,
  places,
} from "./search-expected.ts";
import { propertyPath } from "../../domain/urls.ts";

const baseUrl = inject("baseUrl");

type Body = {
  properties: { property_id: number }[] & Record<string, unknown>[];
  pagination: {
    page: number;
    total_pages: number;
    total_count: number;
    has_next_page: boolean;
    has_prev_page: boolean;
  };
};

async function search(query: string): Promise<Body> {
  const response = await fetch(`${baseUrl}/search.ljson?${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Body;
}

/** Every id of a search, page after page. */
async function allIds(query: string): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ; page++) {
    const body = await search(`${query}&page=${page}`);
    ids.push(...body.properties.map((p) => p.property_id));
    if (!body.pagination.has_next_page) return ids;
  }
}

describe("GET /search.ljson filters", () => {
  it("shows available sales, newest first, by default, 24 a page, never withdrawn", async () => {
    const expected = expectedIds(() => true);
    const body = await search("channel=sales");
    expect(body.properties.map((p) => p.property_id)).toEqual(expected.slice(0, 24));
    expect(body.pagination).toEqual({
      page: 1,
      total_pages: Math.ceil(expected.length / 24),
      total_count: expected.length,
      total_count_is_capped: false,
      has_next_page: expected.length > 24,
      has_prev_page: false,
    });
    const withdrawn = listings.filter((p) => p.status === "withdrawn").map((p) => p.id);
    expect(withdrawn.length).toBeGreaterThan(0);
    expect(await allIds("channel=sales&status=all")).not.toEqual(expect.arrayContaining([withdrawn[0]]));
  });

  it.each(["available", "all", "sold", "let", "under-offer"])("status %s", async (status) => {
    for (const channel of ["sales", "lettings"]) {
      expect(await allIds(`channel=${channel}&status=${status}`)).toEqual(
        expectedIds(() => true, { channel, status }),
      );
    }
  });

  it.each(SORT_ORDERS)("sorts %s with a stable id tie-break", async (sorted) => {
    for (const channel of ["sales", "lettings"]) {
      expect(await allIds(`channel=${channel}&status=all&sorted=${sorted}`)).toEqual(
        expectedIds(() => true, { channel, status: "all", sorted }),
      );
    }
  });

  it("filters by price: sales pounds, lettings per month (annual rents as monthly)", async () => {
    const inRange = (min: number, max: number) => (p: (typeof listings)[number]) => {
      const price = comparablePrice(p);
      return price !== null && price >= min && price <= max;
    };
    expect(await allIds("channel=sales&min_price=200000&max_price=400000")).toEqual(
      expectedIds(inRange(200_000, 400_000)),
    );
    const lettings = expectedIds(inRange(900, 1500), { channel: "lettings", status: "all" });
    expect(lettings.length).toBeGreaterThan(3);
    expect(await allIds("channel=lettings&status=all&min_price=900&max_price=1500")).toEqual(lettings);
  });

  it("filters by bedrooms, square feet and acreage", async () => {
    expect(await allIds("channel=sales&min_beds=3&max_beds=4")).toEqual(
      expectedIds((p) => p.bedrooms! >= 3 && p.bedrooms! <= 4),
    );
    expect(await allIds("channel=sales&status=all&min_beds=0&max_beds=0")).toEqual(
      expectedIds((p) => p.bedrooms === 0, { status: "all" }),
    );
    expect(await allIds("channel=sales&min_square_feet=1000&max_square_feet=1500")).toEqual(
      expectedIds((p) => p.squareFeet != null && p.squareFeet >= 1000 && p.squareFeet <= 1500),
    );
    expect(await allIds("channel=sales&status=all&min_acreage=0.5")).toEqual(
      expectedIds((p) => p.acreage != null && p.acreage >= 0.5, { status: "all" }),
    );
  });

  it("includes and excludes tags", async () => {
    expect(await allIds("channel=sales&status=all&tags=house")).toEqual(
      expectedIds((p) => p.tags!.includes("house"), { status: "all" }),
    );
    const excluded = await allIds(`channel=sales&status=all&tags=${encodeURIComponent("house,!new home")}`);
    expect(excluded).toEqual(
      expectedIds((p) => p.tags!.includes("house") && !p.tags!.includes("new home"), { status: "all" }),
    );
  });

  it("filters by flags: short lets, pets, auction date, branch", async () => {
    expect(await allIds("channel=lettings&status=all&short_lets=true")).toEqual(
      expectedIds((p) => p.shortLet === true, { channel: "lettings", status: "all" }),
    );
    expect(await allIds("channel=lettings&pets=true")).toEqual(
      expectedIds((p) => p.petsAllowed === true, { channel: "lettings" }),
    );
    const auction = listings.find((p) => p.auctionDate)!;
    expect(await allIds(`channel=sales&status=all&auction_date=${auction.auctionDate}`)).toEqual(
      expectedIds((p) => p.auctionDate === auction.auctionDate, { status: "all" }),
    );
    expect(await allIds("channel=sales&branch_id=2")).toEqual(expectedIds((p) => p.branchId === 2));
  });

  it("filters by a branch's area: its postcode districts", async () => {
    const branch = agency.branches[0]!;
    const covered = (p: (typeof listings)[number]) => {
      const outward = p.postcode.split(" ")[0]!;
      return (
        branch.postcodeCoverage!.includes(outward) ||
        branch.postcodeCoverage!.includes(outward.replace(/\d.*$/, ""))
      );
    };
    const expected = expectedIds(covered);
    expect(expected.length).toBeGreaterThan(0);
    expect(await allIds(`channel=sales&area=${branch.id}`)).toEqual(expected);
  });

  it("filters by days since added and since updated", async () => {
    for (const days of [7, 30, 90]) {
      const ages = listings.map((p) => (now.getTime() - (p.createdAt as Date).getTime()) / DAY);
      // The server seeded a little before this file ran: no listing may sit on the edge of the window.
      expect(ages.filter((age) => Math.abs(age - days) < 0.02)).toEqual([]);
      expect(await allIds(`channel=sales&created_ago=${days}`)).toEqual(
        expectedIds((p) => (p.createdAt as Date).getTime() >= now.getTime() - days * DAY),
      );
    }
    expect(await allIds("channel=sales&updated_ago=30")).toEqual(
      expectedIds((p) => (p.updatedAt as Date).getTime() >= now.getTime() - 30 * DAY),
    );
  });

  it("searches the text of the address and description", async () => {
    const first = listings.find((p) => p.channel === "sales" && p.status === "available")!;
    const outward = first.postcode.split(" ")[0]!;
    const ids = await allIds(`channel=sales&text=${outward}`);
    expect(ids).toContain(first.id);
    expect(ids).toEqual(
      expectedIds((p) => p.postcode.startsWith(`${outward} `) || /\b${outward}\b/i.test(p.description!)),
    );
  });

  it("finds listings within a radius of a place (great-circle miles)", async () => {
    const bristol = places.find((p) => p.name === "Bristol")!;
    for (const within of [1, 2]) {
      const metres = within * 1609.344;
      const distances = listings.map((p) =>
        metresBetween(bristol, p as { latitude: number; longitude: number }),
      );
      expect(distances.filter((d) => Math.abs(d - metres) < 5)).toEqual([]);
      expect(await allIds(`channel=sales&place_id=${bristol.id}&within=${within}`)).toEqual(
        expectedIds((p) => metresBetween(bristol, p as { latitude: number; longitude: number }) <= metres),
      );
    }
  });

  it("finds listings inside a drawn polygon", async () => {
    // A triangle over central Bristol, [lat, lng] corners at polyline precision.
    const corners: [number, number][] = [
      [51.43, -2.64],
      [51.49, -2.6],
      [51.43, -2.55],
    ];
    const inside = (lat: number, lng: number) => {
      let odd = false;
      for (let i = 0, j = corners.length - 1; i < corners.length; j = i++) {
        const [yi, xi] = corners[i]!;
        const [yj, xj] = corners[j]!;
        if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) odd = !odd;
      }
      return odd;
    };
    const expected = expectedIds(
      (p) => p.latitude != null && p.longitude != null && inside(p.latitude, p.longitude),
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(await allIds(`channel=sales&poly=${encodeURIComponent(polyline.encode(corners))}`)).toEqual(
      expected,
    );
  });
});

describe("GET /search.ljson pages and cards", () => {
  it("serves page 2 and an empty page beyond the last", async () => {
    const expected = expectedIds(() => true, { status: "all" });
    const two = await search("channel=sales&status=all&page=2");
    expect(two.properties.map((p) => p.property_id)).toEqual(expected.slice(24, 48));
    expect(two.pagination).toMatchObject({ page: 2, has_prev_page: true, total_count: expected.length });
    const beyond = await search("channel=sales&status=all&page=99");
    expect(beyond.properties).toEqual([]);
    expect(beyond.pagination).toMatchObject({ page: 99, has_next_page: false, has_prev_page: true });
  });

  it("answers cards in the spec's shape, with the results pages' public cache", async () => {
    const response = await fetch(
      `${baseUrl}/search.ljson?channel=sales&status=all&sorted=least-expensive-first`,
    );
    expect(response.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=600",
    );
    const { properties } = (await response.json()) as Body;
    const card = properties[0]!;
    const row = listings.find((p) => p.id === card.property_id)!;
    expect(card).toMatchObject({
      priceValue: row.price,
      display_address: row.displayAddress,
      property_channel: "sales",
      property_url: propertyPath(row.id),
      bedrooms: row.bedrooms,
      status: row.status,
      tags: row.tags,
      subdomain: null,
      latitude: row.latitude,
      longitude: row.longitude,
      pppw_price: null,
    });
    expect(card.price).toMatch(/£[\d,]+$/);
    expect(card.createdAt).toBe(new Date(card.createdAt as string).toISOString());
    const photos = card.photos as { url: string; imageAlt: string }[];
    expect(photos.length).toBeGreaterThan(0);
    expect(Object.keys(photos[0]!).sort()).toEqual(["imageAlt", "url"]);
    expect(photos[0]!.url).toMatch(/^\/media\/408x250\//);
    expect((await fetch(`${baseUrl}${photos[0]!.url}`)).status).toBe(200);
  });

  it("shows POA without an amount and a student let's weekly price per person", async () => {
    const poa = listings.find((p) => p.poa && p.channel === "sales" && p.status !== "withdrawn")!;
    const all = await allCards("channel=sales&status=all");
    expect(all.find((c) => c.property_id === poa.id)!.price).toBe("POA");
    const student = listings.find((p) => p.tags!.includes("student") && p.status !== "withdrawn")!;
    const lets = await allCards("channel=lettings&status=all");
    const card = lets.find((c) => c.property_id === student.id)!;
    expect(card.pppw_price).toBe(Math.round(((student.price! / student.bedrooms!) * 12) / 52));
  });
});

async function allCards(query: string) {
  const cards: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const body = await search(`${query}&page=${page}`);
    cards.push(...body.properties);
    if (!body.pagination.has_next_page)
      return cards as { property_id: number; price: string; pppw_price: number | null }[];
  }
}

describe("GET /search.ljson rejections", () => {
  it.each([
    ["an unknown parameter", "channel=sales&colour=blue"],
    ["an unknown channel", "channel=boats"],
    ["an unknown sort", "sorted=cheapest"],
    ["a malformed number", "min_price=lots"],
    ["an unknown place", "place_id=99999999"],
    ["a broken polygon", "poly=%3F%3F"],
  ])("answers 400 with a message for %s", async (_, query) => {
    const response = await fetch(`${baseUrl}/search.ljson?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { errors: { search: string[] } };
    expect(body.errors.search).toHaveLength(1);
    expect(body.errors.search[0]).toMatch(/\w{3,}/);
  });
});

describe("GET /search.ljson with an area that names no branch (issue 42 item 10)", () => {
  it("answers as the results page does: no listings, not a 400", async () => {
    const response = await fetch(`${baseUrl}/search.ljson?channel=sales&area=999`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ properties: [], pagination: { total_count: 0 } });
    const pageAnswer = await fetch(`${baseUrl}/search/sales/area-999`);
    expect(pageAnswer.status).toBe(200);
  });
});

describe("GET /search_markers.ljson (issue 16: the map's markers)", () => {
  type Markers = {
    markers: { id: number; lat: number; lng: number; price: string; label: string; photo: string | null }[];
    truncated: boolean;
  };
  async function markers(query: string): Promise<Markers> {
    const response = await fetch(`${baseUrl}/search_markers.ljson?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get("cache-control")).toMatch(/\bpublic\b/);
    return (await response.json()) as Markers;
  }

  it("answers every result of the search, in its order, whatever the page, with the card's price and address", async () => {
    const query = "channel=sales&status=all&sorted=least-expensive-first";
    const ids = await allIds(query);
    expect(ids.length).toBeGreaterThan(24);
    const body = await markers(`${query}&page=2`);
    expect(body.truncated).toBe(false);
    expect(body.markers.map((m) => m.id)).toEqual(ids);

    const cards = (await search(query)).properties as unknown as {
      property_id: number;
      price: string;
      charges: string | null;
      display_address: string;
      latitude: number;
      longitude: number;
      photos: { url: string }[];
    }[];
    for (const card of cards) {
      const marker = body.markers.find((m) => m.id === card.property_id);
      expect(marker).toEqual({
        id: card.property_id,
        lat: card.latitude,
        lng: card.longitude,
        price: card.price,
        // The charges stated with a sale's price (issue 41), only where there are some.
        ...(card.charges ? { charges: card.charges } : {}),
        label: card.display_address,
        // The card's first photo. (It was not: the subquery's unqualified `id` was the photo's own, so a marker
        // showed whichever photo happened to share its id with its listing's.)
        photo: card.photos[0]?.url ?? null,
      });
    }
  });

  it("applies the filters and rejects what /search.ljson rejects", async () => {
    const body = await markers("channel=lettings&min_beds=2");
    expect(body.markers.map((m) => m.id)).toEqual(await allIds("channel=lettings&min_beds=2"));
    const bad = await fetch(`${baseUrl}/search_markers.ljson?channel=sales&colour=blue`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ errors: { search: [expect.stringContaining("colour")] } });
  });
});
