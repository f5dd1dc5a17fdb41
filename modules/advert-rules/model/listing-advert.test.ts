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
  ...fields,
});
const rules = (fields: Partial<AdvertColumns>) =>
  advertHoldOf(let_(fields)).advertFindings.map((f) => f.rule);

describe("advertHoldOf", () => {
  it("holds back a let that breaks a blocking rule, and only warns for a warning", () => {
    expect(advertHoldOf(let_())).toEqual({ advertFindings: [], heldBack: false });
    expect(advertHoldOf(let_({ keyFeatures: ["NO DSS"] })).heldBack).toBe(true);
    const pets = advertHoldOf(let_({ description: "Sorry, no pets." }));
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
    const [found] = advertHoldOf(let_({ price: null, poa: true })).advertFindings;
    expect(found).toMatchObject({ rule: "lettings-single-rent", field: "price" });
    expect(findingLines(found!).title).toMatch(
      /^Keeps it off the site: A let must be advertised at one stated rent/,
    );
    expect(findingLines(found!).detail).toMatch(
      /^no stated rent in the price — Renters' Rights Act 2025, s\.56/,
    );
  });

  it("keys a list by its findings, so the same findings are not drawn twice", () => {
    const a = advertHoldOf(let_({ summary: "No DSS" })).advertFindings;
    const b = advertHoldOf(let_({ summary: "no  dss." })).advertFindings;
    expect(findingsKey(a)).toBe(findingsKey(b));
    expect(findingsKey(a)).not.toBe(findingsKey([]));
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
    });
    expect(advertHoldOf(columns).advertFindings.map((f) => [f.rule, f.field])).toEqual([
      ["discrimination", "features"],
    ]);
  });

  it("reads an empty or unreadable price as no price", () => {
    const columns = advertColumnsOfForm(() => "", { channel: "lettings", shortLet: false }, false);
    expect(columns.price).toBeNull();
    expect(advertHoldOf(columns).heldBack).toBe(true);
  });
});
