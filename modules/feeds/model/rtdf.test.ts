// RTDF requests (written from Rightmove's published JSON schemas, tests/fixtures/feeds/rtdf/) into the one feed
// model, through the BLM mapping: codes, prices, media order, the fields RTDF has and BLM lacks, and refusals that
// name the RTDF field.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  parseRtdf,
  removePropertyRequest,
  removedListing,
  rtdfListing,
  rtdfTimestamp,
  sendPropertyDetailsRequest,
  type SendPropertyDetailsRequest,
} from "./rtdf.ts";
import type { FeedListing } from "./feed-listing.ts";

const fixture = (name: string) =>
  readFileSync(new URL(`../../../tests/fixtures/feeds/rtdf/${name}`, import.meta.url), "utf8");

function request(name: string): SendPropertyDetailsRequest {
  const parsed = parseRtdf(sendPropertyDetailsRequest, fixture(name));
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems));
  return parsed.request;
}

function listingOf(value: SendPropertyDetailsRequest): FeedListing {
  const mapped = rtdfListing(value);
  if ("error" in mapped) throw new Error(mapped.error.message);
  return mapped.listing;
}

describe("an RTDF sale", () => {
  const listing = listingOf(request("send-sales.json"));

  it("maps its codes as a BLM row's", () => {
    expect(listing).toMatchObject({
      reference: "RTDF-S-001",
      branchCode: "5678",
      channel: "sales",
      status: "available",
      published: true,
      price: 425_000,
      priceQualifier: "Guide Price",
      tenure: "Freehold",
      bedrooms: 3,
      postcode: "BS6 6AR",
      town: "Bristol",
      displayAddress: "Cotham Brow, Cotham, Bristol",
      keyFeatures: ["South-facing garden", "Two reception rooms", "Close to Cotham Hill"],
    });
    expect(listing.propertyType).toMatch(/semi-detached/i);
    expect(listing.createdAt?.toISOString()).toBe("2026-09-14T08:30:00.000Z");
  });

  it("keeps what RTDF says and BLM cannot: bathrooms, receptions and coordinates", () => {
    expect(listing).toMatchObject({ bathrooms: 1, receptionRooms: 2, latitude: 51.4672, longitude: -2.5921 });
  });

  it("orders photos by sort_order within their kind, with captions; floor plan, EPC graph and tour apart", () => {
    const byKind = (kind: string) => listing.media.filter((item) => item.kind === kind);
    expect(byKind("photo").map((item) => [item.source, item.caption])).toEqual([
      [{ type: "url", url: "https://crm.example/media/RTDF-S-001/front.jpg" }, "Front"],
      [{ type: "url", url: "https://crm.example/media/RTDF-S-001/rear.jpg" }, "Garden"],
    ]);
    expect(byKind("floorplan")).toHaveLength(1);
    expect(byKind("epc")).toHaveLength(1);
    expect(byKind("virtual_tour").map((item) => item.source)).toEqual([
      { type: "url", url: "https://tours.example/RTDF-S-001" },
    ]);
  });
});

describe("an older RTDF letting (no risks or obligations blocks)", () => {
  it("is accepted, its weekly rent read per month and its terms kept", () => {
    const listing = listingOf(request("send-lettings-older.json"));
    expect(listing).toMatchObject({
      channel: "lettings",
      rentFrequency: "weekly",
      quotedPrice: 300,
      price: 1300,
      deposit: 1500,
      minimumTermMonths: 12,
      availableFrom: "2027-02-01",
      petsAllowed: false,
      billsIncluded: ["Water"],
    });
    expect(listing.furnished).toMatch(/^furnished$/i);
  });
});

describe("what the mapping tolerates, in RTDF's field names", () => {
  it("a sale's status on a letting is read as the letting's nearest, and said so", () => {
    const value = request("send-lettings-older.json");
    value.property.status = 2;
    const listing = listingOf(value);
    expect(listing.status).toBe("let_agreed");
    expect(listing.warnings.map((warning) => warning.field)).toContain("property.status");
  });

  it("a daily rent is shown per month, and said so", () => {
    const value = request("send-lettings-older.json");
    value.property.price_information.rent_frequency = 365;
    value.property.price_information.price = 40;
    const listing = listingOf(value);
    expect(listing.price).toBe(1217);
    expect(listing.warnings).toContainEqual(
      expect.objectContaining({ field: "property.price_information.rent_frequency", kind: "daily-rent" }),
    );
  });

  it("an audio tour is not shown, and said so", () => {
    const value = request("send-sales.json");
    value.property.media = [{ media_type: 5, media_url: "https://crm.example/audio.mp3" }];
    expect(listingOf(value).warnings).toContainEqual(expect.objectContaining({ kind: "audio-tour" }));
  });
});

describe("a request that does not match the schema", () => {
  it("is refused naming each field as a path", () => {
    const value = JSON.parse(fixture("send-sales.json"));
    delete value.property.address.town;
    value.branch.channel = 3;
    const parsed = parseRtdf(sendPropertyDetailsRequest, JSON.stringify(value));
    expect(parsed.ok).toBe(false);
    const fields = parsed.ok ? [] : parsed.problems.map((problem) => problem.error_value);
    expect(fields).toEqual(expect.arrayContaining(["property.address.town", "branch.channel"]));
  });

  it("or not JSON at all", () => {
    const parsed = parseRtdf(sendPropertyDetailsRequest, "{ not json");
    expect(parsed).toEqual({ ok: false, problems: [expect.objectContaining({ error_code: "OH-JSON" })] });
  });
});

describe("RemoveProperty", () => {
  it("is never a SendPropertyDetails body that lacks a field (its property block is strict)", () => {
    const broken = JSON.parse(fixture("send-sales.json"));
    delete broken.property.address.town;
    expect(parseRtdf(removePropertyRequest, JSON.stringify(broken)).ok).toBe(false);
  });

  it("is the listing unpublished, which the engine withdraws", () => {
    const parsed = parseRtdf(
      removePropertyRequest,
      JSON.stringify({
        network: { network_id: 1 },
        branch: { branch_id: 5678, channel: 1 },
        property: { agent_ref: "RTDF-S-001", removal_reason: 7, transaction_date: "28-11-2026 12:00:00" },
      }),
    );
    if (!parsed.ok) throw new Error("refused");
    expect(removedListing(parsed.request)).toMatchObject({
      reference: "RTDF-S-001",
      branchCode: "5678",
      published: false,
    });
  });
});

describe("RTDF's timestamps", () => {
  it("are dd-MM-yyyy HH:mm:ss in UK time, summer and winter", () => {
    expect(rtdfTimestamp(new Date("2026-07-01T12:00:05Z"))).toBe("01-07-2026 13:00:05");
    expect(rtdfTimestamp(new Date("2026-12-01T09:08:07Z"))).toBe("01-12-2026 09:08:07");
  });
});
