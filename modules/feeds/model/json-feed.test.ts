import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FeedFormatError } from "./feed-listing.ts";
import { jsonFeedSchema, monthlyRent, parseJsonFeed } from "./json-feed.ts";

const example = readFileSync(
  new URL("../../../tests/fixtures/feeds/json/example-feed.json", import.meta.url),
  "utf8",
);

const listing = (overrides: Record<string, unknown> = {}) => ({
  reference: "R1",
  branchCode: "B1",
  channel: "sales",
  price: 250000,
  street: "High Street",
  town: "Bath",
  ...overrides,
});

describe("parseJsonFeed: the example document", () => {
  const feed = parseJsonFeed(example);

  it("is valid against the published schema and parses with no errors", () => {
    expect(jsonFeedSchema.safeParse(JSON.parse(example)).success).toBe(true);
    expect(feed.errors).toEqual([]);
    expect(feed.listings.map((l) => l.reference)).toEqual(["CLF-1001", "CLF-2002"]);
  });

  it("maps a sale onto the model", () => {
    const sale = feed.listings[0]!;
    expect(sale).toMatchObject({
      channel: "sales",
      status: "available",
      published: true,
      price: 425000,
      poa: false,
      priceQualifier: "Guide Price",
      priceFrequency: "outright",
      rentFrequency: null,
      quotedPrice: null,
      postcode: "BS8 4JX",
      displayAddress: "Royal York Crescent, Bristol",
      latitude: 51.4521,
      longitude: -2.6225,
      materialInformation: { councilTaxBand: "E" },
      feedUpdatedAt: new Date("2026-03-01T09:30:00Z"),
      createdAt: null,
      warnings: [],
    });
    expect(sale.media).toEqual([
      {
        kind: "photo",
        position: 0,
        source: { type: "url", url: "https://crm.example.co.uk/p/1001-1.jpg" },
        caption: "Front",
      },
      {
        kind: "photo",
        position: 1,
        source: { type: "url", url: "https://crm.example.co.uk/p/1001-2.jpg" },
        caption: null,
      },
      {
        kind: "floorplan",
        position: 0,
        source: { type: "url", url: "https://crm.example.co.uk/p/1001-fp.png" },
        caption: null,
      },
      {
        kind: "virtual_tour",
        position: 0,
        source: { type: "url", url: "https://tours.example.com/1001" },
        caption: null,
      },
    ]);
  });

  it("turns a weekly rent into pounds per calendar month and keeps the quote", () => {
    expect(feed.listings[1]).toMatchObject({
      priceFrequency: "pcm",
      rentFrequency: "weekly",
      quotedPrice: 300,
      price: 1300,
      deposit: 1500,
      minimumTermMonths: 12,
      availableFrom: "2026-04-01",
    });
  });

  it("maps branches and staff, normalising the postcode and reading the photo as a URL", () => {
    expect(feed.branches[0]).toMatchObject({ code: "CLF", postcode: "BS8 4BP", addressLine2: null });
    expect(feed.staff[0]).toMatchObject({
      code: "S-17",
      jobTitle: "Lettings Manager",
      photo: { type: "url", url: "https://crm.example.co.uk/staff/s-17.jpg" },
      contactableForSales: false,
      contactableForLettings: true,
      telephone: null,
    });
  });
});

describe("parseJsonFeed: refusing a whole document", () => {
  it.each([
    ["not JSON", "{version: 1", /not valid JSON/],
    ["an array", "[]", /must be a JSON object/],
    ["null", "null", /must be a JSON object/],
    ["no version", "{}", /Unsupported feed version null/],
    ["another version", '{"version": 2}', /Unsupported feed version 2/],
    ["a string version", '{"version": "1"}', /Unsupported feed version "1"/],
    ["a section that is not an array", '{"version": 1, "listings": {}}', /"listings" must be an array/],
    [
      "an unknown top-level field",
      '{"version": 1, "properties": []}',
      /Unknown top-level field "properties"/,
    ],
  ])("throws FeedFormatError for %s", (_, text, message) => {
    expect(() => parseJsonFeed(text)).toThrow(FeedFormatError);
    expect(() => parseJsonFeed(text)).toThrow(message);
  });

  it("accepts an already parsed object and a leading byte-order mark", () => {
    expect(parseJsonFeed({ version: 1 })).toEqual({ listings: [], branches: [], staff: [], errors: [] });
    expect(parseJsonFeed('\uFEFF{"version": 1}').listings).toEqual([]);
  });
});

describe("parseJsonFeed: row errors", () => {
  it("names the index, the reference and the field, and keeps the other listings", () => {
    const feed = parseJsonFeed({
      version: 1,
      listings: [
        listing({ reference: "OK1" }),
        listing({ reference: "BAD", bedrooms: -1 }),
        listing({ reference: "OK2" }),
      ],
    });
    expect(feed.listings.map((l) => l.reference)).toEqual(["OK1", "OK2"]);
    expect(feed.errors).toEqual([
      {
        line: null,
        reference: "BAD",
        field: "listings[1].bedrooms",
        message: expect.stringMatching(/^listings\[1\] \(BAD\) bedrooms: /),
      },
    ]);
  });

  it("reports unknown fields, missing prices, half a position and bad media", () => {
    const feed = parseJsonFeed({
      version: 1,
      listings: [
        listing({ reference: "A", bedroom: 3 }),
        listing({ reference: "B", price: null }),
        listing({ reference: "C", latitude: 51.4 }),
        listing({ reference: "D", media: [{ kind: "photo", url: "ftp://x/y.jpg" }] }),
        listing({ reference: "E", media: [{ kind: "photo", file: "../../etc/passwd" }] }),
        listing({ reference: "F", media: [{ kind: "photo" }] }),
        listing({ reference: "G", media: [{ kind: "video", file: "tour.mp4" }] }),
        listing({ reference: "H", channel: "sales", rentFrequency: "weekly" }),
        { branchCode: "B1" },
      ],
    });
    expect(feed.listings).toEqual([]);
    const byRef = Object.fromEntries(feed.errors.map((e) => [e.reference ?? "none", e]));
    expect(byRef.A).toMatchObject({
      field: "listings[0]",
      message: "listings[0] (A): unknown field(s) bedroom",
    });
    expect(byRef.B).toMatchObject({
      field: "listings[1].price",
      message: "listings[1] (B) price: is required unless poa is true",
    });
    expect(byRef.C!.field).toBe("listings[2].latitude");
    expect(byRef.D!.field).toBe("listings[3].media[0].url");
    expect(byRef.E!.field).toBe("listings[4].media[0].file");
    expect(byRef.F!.message).toContain("give either url or file");
    expect(byRef.G!.message).toContain("a video is a URL, not a file");
    expect(byRef.H!.field).toBe("listings[7].rentFrequency");
    expect(feed.errors.filter((e) => e.reference === null).map((e) => e.field)).toEqual([
      "listings[8].reference",
      "listings[8].channel",
      "listings[8].street",
      "listings[8].town",
    ]);
  });

  it("skips a repeated reference, keeping the first", () => {
    const feed = parseJsonFeed({ version: 1, listings: [listing({ price: 1 }), listing({ price: 2 })] });
    expect(feed.listings).toHaveLength(1);
    expect(feed.listings[0]!.price).toBe(1);
    expect(feed.errors[0]).toMatchObject({ reference: "R1", field: "listings[1].reference" });
  });

  it("reports invalid branches and staff by code", () => {
    const feed = parseJsonFeed({
      version: 1,
      branches: [{ code: "X", name: "X", email: "not-an-email" }],
      staff: [{ code: "P1", branchCode: "X", firstName: "A" }],
    });
    expect(feed.errors.map((e) => [e.reference, e.field])).toEqual([
      ["X", "branches[0].email"],
      ["P1", "staff[0].surname"],
    ]);
  });
});

describe("parseJsonFeed: the listing rules", () => {
  const one = (overrides: Record<string, unknown>) => {
    const feed = parseJsonFeed({ version: 1, listings: [listing(overrides)] });
    expect(feed.errors).toEqual([]);
    return feed.listings[0]!;
  };

  it("sanitises the description", () => {
    expect(one({ description: '<p onclick="x()">Hi<script>alert(1)</script></p>' }).description).toBe(
      "<p>Hi</p>",
    );
  });

  it("takes a let without rentFrequency as monthly, with a warning", () => {
    const let_ = one({ channel: "lettings", price: 950 });
    expect(let_).toMatchObject({
      price: 950,
      priceFrequency: "pcm",
      rentFrequency: "monthly",
      quotedPrice: 950,
    });
    expect(let_.warnings).toEqual([
      { field: "rentFrequency", message: "No rentFrequency: the rent is taken as monthly" },
    ]);
  });

  it("keeps a commercial let quoted per year per year", () => {
    expect(
      one({ channel: "lettings", price: 24000, rentFrequency: "annual", tags: ["Commercial"] }),
    ).toMatchObject({
      price: 24000,
      priceFrequency: "pa",
      quotedPrice: 24000,
    });
    expect(one({ channel: "lettings", price: 24000, rentFrequency: "annual" })).toMatchObject({
      price: 2000,
      priceFrequency: "pcm",
    });
  });

  it("allows POA without a price, and defaults the optional fields", () => {
    expect(one({ price: undefined, poa: true })).toMatchObject({
      price: null,
      poa: true,
      status: "available",
      published: true,
      bedrooms: 0,
      propertyType: "Other",
      postcode: "",
      latitude: null,
      tags: [],
      media: [],
      materialInformation: {},
    });
  });

  it("numbers media within each kind and marks documents", () => {
    const media = one({
      media: [
        { kind: "epc", file: "epc/cert.pdf", document: true },
        { kind: "photo", file: "p1.jpg" },
        { kind: "epc", file: "graph.png", caption: "EPC" },
      ],
    }).media;
    expect(media).toEqual([
      {
        kind: "epc",
        position: 0,
        source: { type: "file", name: "epc/cert.pdf" },
        caption: null,
        document: true,
      },
      { kind: "photo", position: 0, source: { type: "file", name: "p1.jpg" }, caption: null },
      { kind: "epc", position: 1, source: { type: "file", name: "graph.png" }, caption: "EPC" },
    ]);
  });
});

describe("monthlyRent", () => {
  it("converts each frequency exactly, rounded once", () => {
    expect(monthlyRent(300, "weekly")).toBe(1300);
    expect(monthlyRent(150, "pppw")).toBe(650);
    expect(monthlyRent(3000, "quarterly")).toBe(1000);
    expect(monthlyRent(12000, "annual")).toBe(1000);
    expect(monthlyRent(999, "monthly")).toBe(999);
  });
});
