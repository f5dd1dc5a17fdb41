import { describe, expect, it } from "vitest";
import { generateAgency } from "./agency.ts";
import { generateListings, type NewMedia, type NewProperty } from "./listings.ts";
import { TOWNS } from "./towns.ts";
import { propertyStatusEnum } from "../schema.ts";
import { advertHoldOf, DEFAULT_ADVERT_SETTINGS } from "../../modules/advert-rules/index.ts";

const agency = generateAgency(TOWNS);
const NOW = new Date("2026-03-01T12:00:00Z");

function generate(count: number, now = NOW, batchSize?: number) {
  const properties: NewProperty[] = [];
  const media: NewMedia[] = [];
  for (const batch of generateListings(count, { towns: TOWNS, agency, now }, batchSize)) {
    properties.push(...batch.properties);
    media.push(...batch.media);
  }
  return { properties, media };
}

const DATE_COLUMNS = ["createdAt", "updatedAt", "launchedAt", "availableFrom", "auctionDate"] as const;
const withoutDates = (p: NewProperty) => {
  const copy: Record<string, unknown> = { ...p };
  for (const column of DATE_COLUMNS) delete copy[column];
  return copy;
};

// Great-circle distance in km, to check listings sit near their town.
function km(lat1: number, lng1: number, lat2: number, lng2: number) {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}

describe("generateListings", () => {
  const { properties, media } = generate(600);

  it("writes adverts the 2026 rules let on the site (issue 41): the demo never shows a held-back listing", () => {
    // Under the default settings, which hold back a listing missing a Part A item of its material information.
    const held = properties.filter(
      (p) =>
        advertHoldOf(
          {
            channel: p.channel,
            price: p.price ?? null,
            poa: p.poa ?? false,
            priceQualifier: p.priceQualifier ?? null,
            summary: p.summary ?? "",
            description: p.description ?? "",
            keyFeatures: p.keyFeatures ?? [],
            tags: p.tags ?? [],
            shortLet: p.shortLet ?? false,
            tenure: p.tenure ?? null,
            materialInformation: p.materialInformation ?? {},
          },
          DEFAULT_ADVERT_SETTINGS,
        ).heldBack,
    );
    expect(held.map((p) => p.reference)).toEqual([]);
  });

  it("generates exactly the number asked for, numbered from 1", () => {
    expect(properties).toHaveLength(600);
    expect(properties.map((p) => p.id)).toEqual(Array.from({ length: 600 }, (_, i) => i + 1));
    expect(generate(4).properties).toHaveLength(4);
  });

  it("is identical for the same seed, whatever the batch size", () => {
    expect(generate(600, NOW, 97)).toEqual({ properties, media });
  });

  it("moves only the dates when seeded at another time", () => {
    const later = generate(600, new Date("2027-01-01T00:00:00Z"));
    expect(later.properties.map(withoutDates)).toEqual(properties.map(withoutDates));
    expect(later.media).toEqual(media);
    expect(later.properties[0]!.createdAt).not.toEqual(properties[0]!.createdAt);
  });

  it("gives the same first listings whatever the total", () => {
    expect(generate(200).properties).toEqual(properties.slice(0, 200));
  });

  it("covers every status, tag and flag within the first listings", () => {
    const first = generate(40).properties;
    expect(new Set(first.map((p) => p.status))).toEqual(new Set(propertyStatusEnum.enumValues));
    const tags = new Set(first.flatMap((p) => p.tags));
    for (const tag of [
      "new home",
      "student",
      "commercial",
      "development",
      "auction",
      "land",
      "house",
      "flat",
    ]) {
      expect(tags).toContain(tag);
    }
    expect(first.some((p) => p.shortLet)).toBe(true);
    expect(first.some((p) => p.petsAllowed)).toBe(true);
    expect(first.some((p) => p.poa && p.price === null)).toBe(true);
    expect(first.some((p) => p.priceFrequency === "pa")).toBe(true);
    expect(first.some((p) => p.createdAt! > new Date(NOW.getTime() - 7 * 86_400_000))).toBe(true);
  });

  it("gives commercial units business rates, not council tax, and fills most of Part C (issue 16)", () => {
    const commercial = properties.filter((p) => p.tags?.includes("commercial"));
    expect(commercial.length).toBeGreaterThan(5);
    expect(commercial.every((p) => !p.materialInformation?.councilTaxBand)).toBe(true);
    expect(commercial.some((p) => p.materialInformation?.rateableValue)).toBe(true);
    expect(commercial.some((p) => p.materialInformation?.rateableValue == null)).toBe(true);
    const said = properties.filter((p) => p.materialInformation?.coalMining).length;
    expect(said / properties.length).toBeGreaterThan(0.8);
    expect(said).toBeLessThan(properties.length);
    expect(properties.some((p) => /coalfield/.test(p.materialInformation?.coalMining ?? ""))).toBe(true);
  });

  it("links development plots to an earlier development in the same town", () => {
    const byId = new Map(properties.map((p) => [p.id, p]));
    const children = properties.filter((p) => p.parentId);
    expect(children.length).toBeGreaterThan(2);
    for (const child of children) {
      const parent = byId.get(child.parentId!)!;
      expect(parent.tags).toContain("development");
      expect(parent.id).toBeLessThan(child.id);
      expect(child.town).toBe(parent.town);
      expect(child.tags).toContain("new home");
    }
  });

  it("dates auctions, with exchanged prices only for past ones", () => {
    const auctions = properties.filter((p) => p.tags!.includes("auction"));
    expect(auctions.length).toBeGreaterThan(3);
    for (const a of auctions) expect(a.auctionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const today = NOW.toISOString().slice(0, 10);
    for (const a of auctions.filter((a) => a.exchangedPrice)) expect(a.auctionDate! < today).toBe(true);
    expect(auctions.some((a) => a.auctionDate! > today)).toBe(true);
  });

  it("prices within the spec's ranges", () => {
    for (const p of properties.filter((p) => p.price != null)) {
      if (p.priceFrequency === "outright") expect(p.price).toBeGreaterThanOrEqual(100_000);
      if (p.priceFrequency === "outright") expect(p.price).toBeLessThanOrEqual(10_000_000);
      if (p.priceFrequency === "pcm") expect(p.price).toBeGreaterThanOrEqual(200);
      if (p.priceFrequency === "pcm") expect(p.price).toBeLessThanOrEqual(3_000);
      if (p.priceFrequency === "pa") expect(p.price! % 500).toBe(0);
    }
    expect(
      properties.filter((p) => p.channel === "lettings").every((p) => p.priceFrequency !== "outright"),
    ).toBe(true);
  });

  it("places each listing within about 10 km of its branch's town, with a postcode in the branch's districts", () => {
    for (const p of properties) {
      const town = TOWNS.find((t) => t.name === p.town)!;
      expect(km(p.latitude!, p.longitude!, town.latitude, town.longitude)).toBeLessThan(11);
      expect(town.districts.map((d) => d.code)).toContain(p.postcode!.split(" ")[0]);
      expect(p.branchId).toBe(TOWNS.indexOf(town) + 1);
    }
  });

  it("gives every listing 3 to 12 photos with captions and unique references", () => {
    const photos = new Map<number, number>();
    for (const m of media.filter((m) => m.kind === "photo"))
      photos.set(m.propertyId!, (photos.get(m.propertyId!) ?? 0) + 1);
    for (const p of properties) {
      expect(photos.get(p.id)).toBeGreaterThanOrEqual(3);
      expect(photos.get(p.id)).toBeLessThanOrEqual(12);
    }
    expect(media.every((m) => m.kind !== "photo" || m.caption)).toBe(true);
    expect(new Set(properties.map((p) => p.reference)).size).toBe(properties.length);
  });

  it("includes floorplans, EPC charts, videos and virtual tours", () => {
    const kinds = new Set(media.map((m) => m.kind));
    expect(kinds).toEqual(new Set(["photo", "floorplan", "epc", "video", "virtual_tour"]));
    for (const m of media) {
      if (m.kind === "video" || m.kind === "virtual_tour") expect(m.url).toMatch(/^https:\/\//);
      else expect(m.mediaKey).toMatch(/^[a-z0-9][a-z0-9/_-]*\.(jpg|jpeg|png|webp)$/);
    }
  });

  it("keeps staff links within the listing's branch and channel", () => {
    const staffById = new Map(agency.staff.map((s) => [s.id, s]));
    for (const p of properties.filter((p) => p.staffId)) {
      const member = staffById.get(p.staffId!)!;
      expect(member.branchId).toBe(p.branchId);
      expect(p.channel === "sales" ? member.contactableForSales : member.contactableForLettings).toBe(true);
    }
  });
});
