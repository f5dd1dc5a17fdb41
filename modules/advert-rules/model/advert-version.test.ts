import { describe, expect, it } from "vitest";
import type { Listing, ListingMedia } from "../../../domain/agency.ts";
import { advertSnapshot, badgesAt, isAdvertised, snapshotText, versionLiveAt } from "./advert-version.ts";

const listing = {
  reference: "OH1",
  displayAddress: "Harbour Road, Bristol",
  postcode: "BS8 4RU",
  channel: "lettings",
  status: "available",
  price: 1450,
  poa: false,
  priceQualifier: null,
  priceFrequency: "pcm",
  rentFrequency: null,
  quotedPrice: null,
  deposit: 1673,
  propertyType: "Flat",
  bedrooms: 2,
  bathrooms: 1,
  receptionRooms: 1,
  tenure: null,
  epcRating: "C",
  furnished: null,
  availableFrom: null,
  summary: "A flat",
  description: "<p>Bright.</p>",
  keyFeatures: ["Balcony"],
  tags: [],
  materialInformation: { councilTaxBand: "B" },
  createdAt: new Date("2026-11-20T09:00:00Z"),
  reducedAt: null,
  auctionDate: null,
  exchangedPrice: null,
  heldBack: false,
} as unknown as Listing;

const media = (id: number, kind: ListingMedia["kind"], position: number, mediaKey: string | null) =>
  ({ id, kind, position, mediaKey, caption: null, url: null }) as unknown as ListingMedia;

describe("advertSnapshot", () => {
  it("keeps the images a page shows, in its order, and leaves out videos, tours and documents", () => {
    const snapshot = advertSnapshot(listing, [
      media(3, "photo", 1, "b.jpg"),
      media(1, "floorplan", 0, "plan.png"),
      media(2, "photo", 0, "a.jpg"),
      media(4, "virtual_tour", 0, null),
      media(5, "document", 0, "brochure.pdf"),
    ]);
    expect(snapshot.photos.map((photo) => photo.key)).toEqual(["plan.png", "a.jpg", "b.jpg"]);
    expect(snapshot).toMatchObject({
      price: 1450,
      createdAt: "2026-11-20T09:00:00.000Z",
      keyFeatures: ["Balcony"],
    });
  });

  it("writes the same text for the same snapshot, whatever the order of its keys", () => {
    const a = advertSnapshot(listing, []);
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as typeof a;
    expect(snapshotText(reordered)).toBe(snapshotText(a));
    expect(snapshotText(advertSnapshot({ ...listing, price: 1400 }, []))).not.toBe(snapshotText(a));
  });
});

describe("isAdvertised", () => {
  it("is false for a withdrawn or held-back listing", () => {
    expect(isAdvertised(listing)).toBe(true);
    expect(isAdvertised({ ...listing, status: "withdrawn" })).toBe(false);
    expect(isAdvertised({ ...listing, heldBack: true })).toBe(false);
  });
});

describe("badgesAt", () => {
  it("draws the badges for the moment asked about, from the kept facts", () => {
    const snapshot = advertSnapshot(listing, []);
    const settings = { displaySstcStatusAsSold: false };
    expect(badgesAt(snapshot, new Date("2026-11-22T12:00:00Z"), settings)).toEqual(["NEW Listing!"]);
    expect(badgesAt(snapshot, new Date("2026-12-10T12:00:00Z"), settings)).toEqual([]);
  });
});

describe("versionLiveAt", () => {
  const versions = [
    { id: 2, liveFrom: new Date("2026-11-20T10:00:00Z"), liveTo: null },
    { id: 1, liveFrom: new Date("2026-11-02T09:00:00Z"), liveTo: new Date("2026-11-20T10:00:00Z") },
  ];
  it("finds the version live at a moment: from its start, up to (not at) its end", () => {
    expect(versionLiveAt(versions, new Date("2026-11-10T00:00:00Z"))?.id).toBe(1);
    expect(versionLiveAt(versions, new Date("2026-11-20T10:00:00Z"))?.id).toBe(2);
    expect(versionLiveAt(versions, new Date("2027-01-01T00:00:00Z"))?.id).toBe(2);
    expect(versionLiveAt(versions, new Date("2026-11-01T00:00:00Z"))).toBeNull();
  });
});
