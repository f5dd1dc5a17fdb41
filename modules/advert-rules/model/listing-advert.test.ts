import { describe, expect, it } from "vitest";
import {
  advertColumnsOfForm,
  advertHoldOf,
  findingLines,
  findingsKey,
  type AdvertColumns,
} from "./listing-advert.ts";

const let_ = (fields: Partial<AdvertColumns> = {}): AdvertColumns => ({
  channel: "lettings",
  price: 1450,
  poa: false,
  priceQualifier: null,
  summary: "A two-bedroom flat by the harbour.",
  description: "<p>Newly decorated throughout.</p>",
  keyFeatures: ["Balcony"],
  tags: [],
  shortLet: false,
  tenure: null,
  materialInformation: { councilTaxBand: "C" },
  ...fields,
});
const BLOCK = { partAMissing: "block" } as const;
const rules = (fields: Partial<AdvertColumns>) =>
  advertHoldOf(let_(fields), BLOCK).advertFindings.map((f) => f.rule);

describe("advertHoldOf", () => {
  it("holds back a let that breaks a blocking rule, and only warns for a warning", () => {
    expect(advertHoldOf(let_(), BLOCK)).toEqual({ advertFindings: [], heldBack: false });
    expect(advertHoldOf(let_({ keyFeatures: ["NO DSS"] }), BLOCK).heldBack).toBe(true);
    const pets = advertHoldOf(let_({ description: "Sorry, no pets." }), BLOCK);
    expect(pets.advertFindings.map((f) => f.rule)).toEqual(["no-pets"]);
    expect(pets.heldBack).toBe(false);
  });

  it("reads a commercial let as outside the Renters' Rights Act", () => {
    expect(rules({ priceQualifier: "Offers in Excess of", tags: ["Commercial"] })).toEqual([]);
    expect(rules({ priceQualifier: "Offers in Excess of", tags: ["garden"] })).toEqual([
      "lettings-single-rent",
    ]);
  });

  it("lets a holiday (short) let state a fixed term, not a residential let", () => {
    expect(rules({ description: "Fixed term of six months." })).toEqual(["fixed-term"]);
    expect(rules({ description: "Fixed term of six months.", shortLet: true })).toEqual([]);
  });

  it("finds a let with no stated rent in its price, and says so in words", () => {
    const [found] = advertHoldOf(let_({ price: null, poa: true }), BLOCK).advertFindings;
    expect(found).toMatchObject({ rule: "lettings-single-rent", field: "price" });
    expect(findingLines(found!).title).toMatch(
      /^Keeps it off the site: A let must be advertised at one stated rent/,
    );
    expect(findingLines(found!).detail).toMatch(
      /^no stated rent in the price — Renters' Rights Act 2025, s\.56/,
    );
  });

  it("keys a list by its findings, so the same findings are not drawn twice", () => {
    const a = advertHoldOf(let_({ summary: "No DSS" }), BLOCK).advertFindings;
    const b = advertHoldOf(let_({ summary: "no  dss." }), BLOCK).advertFindings;
    expect(findingsKey(a)).toBe(findingsKey(b));
    expect(findingsKey(a)).not.toBe(findingsKey([]));
  });
});

describe("Part A of the material information", () => {
  const sale = (fields: Partial<AdvertColumns> = {}) =>
    let_({ channel: "sales", price: 325_000, tenure: "Freehold", ...fields });
  const WARN = { partAMissing: "warn" } as const;

  it("holds back a listing missing a Part A item under 'block', and only warns under 'warn'", () => {
    const bare = let_({ materialInformation: {} });
    const held = advertHoldOf(bare, BLOCK);
    expect(held.heldBack).toBe(true);
    expect(held.advertFindings).toMatchObject([
      {
        rule: "material-information",
        severity: "block",
        field: "materialInformation",
        phrase: "council tax band",
      },
    ]);
    expect(findingLines(held.advertFindings[0]!).detail).toMatch(
      /^Not given: council tax band \(Part A of the material information\) — .*Give the missing items/,
    );
    const warned = advertHoldOf(bare, WARN);
    expect(warned.heldBack).toBe(false);
    expect(warned.advertFindings.map((f) => [f.rule, f.severity])).toEqual([
      ["material-information", "warn"],
    ]);
  });

  it("asks a leasehold for its lease's length, service charge and ground rent, and a freehold for none of them", () => {
    expect(advertHoldOf(sale(), BLOCK)).toEqual({ advertFindings: [], heldBack: false });
    const lease = advertHoldOf(sale({ tenure: "Leasehold" }), BLOCK);
    expect(lease.advertFindings[0]!.phrase).toBe("lease length remaining, service charge, ground rent");
    // A peppercorn (£0) ground rent is given, not missing.
    const given = {
      councilTaxBand: "D",
      leaseYearsRemaining: 120,
      serviceChargePerYear: 1200,
      groundRentPerYear: 0,
    };
    expect(advertHoldOf(sale({ tenure: "Leasehold", materialInformation: given }), BLOCK).heldBack).toBe(
      false,
    );
    expect(advertHoldOf(sale({ tenure: null }), BLOCK).advertFindings[0]!.phrase).toBe("tenure");
  });

  it("accepts Northern Ireland's domestic rates for the council tax band, and leaves commercial listings out", () => {
    expect(
      advertHoldOf(let_({ materialInformation: { domesticRates: "£1,100 a year" } }), BLOCK).heldBack,
    ).toBe(false);
    expect(
      advertHoldOf(let_({ materialInformation: {}, tags: ["commercial"] }), BLOCK).advertFindings,
    ).toEqual([]);
  });
});

describe("advertColumnsOfForm", () => {
  it("reads the editor's fields as the server's schema does: lines, commas, a price with separators", () => {
    const form: Record<string, string> = {
      price: "£1,450",
      priceQualifier: "  ",
      summary: "Flat",
      description: "Bright",
      keyFeatures: "Balcony\r\n\r\nNo children\n",
      tags: "garden, ,parking",
      "materialInformation.councilTaxBand": " B ",
    };
    const columns = advertColumnsOfForm(
      (name) => form[name] ?? "",
      { channel: "lettings", shortLet: false },
      false,
    );
    expect(columns).toMatchObject({
      price: 1450,
      priceQualifier: null,
      keyFeatures: ["Balcony", "No children"],
      tags: ["garden", "parking"],
      materialInformation: { councilTaxBand: "B", groundRentPerYear: null },
    });
    expect(advertHoldOf(columns, BLOCK).advertFindings.map((f) => [f.rule, f.field])).toEqual([
      ["discrimination", "features"],
    ]);
  });

  it("reads an empty or unreadable price as no price", () => {
    const columns = advertColumnsOfForm(() => "", { channel: "lettings", shortLet: false }, false);
    expect(columns.price).toBeNull();
    expect(advertHoldOf(columns, BLOCK).heldBack).toBe(true);
  });
});
