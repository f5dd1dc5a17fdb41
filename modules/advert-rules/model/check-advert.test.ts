import { describe, expect, it } from "vitest";
import { blocksPublication, checkAdvert, type Advert } from "./check-advert.ts";
import { normaliseAdvertText } from "./phrase-rules.ts";

const letting = (fields: Partial<Advert> = {}): Advert => ({
  channel: "lettings",
  price: 1250,
  poa: false,
  priceQualifier: null,
  summary: "A bright two-bedroom flat near the park.",
  description: "<p>Recently decorated, with a garden.</p>",
  features: ["Garden", "Parking"],
  tags: [],
  letKind: null,
  ...fields,
});
const rulesOf = (advert: Advert) => checkAdvert(advert).map((found) => found.rule);
const inDescription = (text: string, fields: Partial<Advert> = {}) =>
  rulesOf(letting({ description: text, ...fields }));

describe("normaliseAdvertText", () => {
  it("reads HTML, case, dots, hyphens, slashes and spacing as plain words", () => {
    expect(normaliseAdvertText("<b>NO  D.S.S.</b>&nbsp;/ No-Pets")).toBe("no d s s no pets");
    expect(normaliseAdvertText("£1,000 - £1,200 pcm")).toBe("£1000 - £1200 pcm");
  });
});

describe("checkAdvert", () => {
  it("passes a lawful let and a sale with an offers qualifier", () => {
    expect(checkAdvert(letting())).toEqual([]);
    expect(
      checkAdvert(letting({ channel: "sales", price: 350_000, priceQualifier: "Offers in excess of" })),
    ).toEqual([]);
  });

  it("blocks a let without one stated rent: POA, offers, bids, a range", () => {
    expect(rulesOf(letting({ price: null, poa: true }))).toEqual(["lettings-single-rent"]);
    expect(rulesOf(letting({ priceQualifier: "Offers in excess of" }))).toEqual(["lettings-single-rent"]);
    expect(rulesOf(letting({ priceQualifier: "OIEO" }))).toEqual(["lettings-single-rent"]);
    for (const words of [
      "Best and final offers by Friday.",
      "The highest bidder secures the flat.",
      "Sealed bids invited.",
      "Rent £1,000 - £1,200 pcm depending on furnishing.",
      "Offers over the asking rent considered.",
    ])
      expect(inDescription(words)).toEqual(["lettings-single-rent"]);
  });

  it("blocks rent in advance beyond the first month", () => {
    expect(inDescription("Six months upfront required.")).toEqual(["rent-in-advance"]);
    expect(inDescription("6 months' rent in advance.")).toEqual(["rent-in-advance"]);
    expect(inDescription("Rent in advance required.")).toEqual(["rent-in-advance"]);
    expect(inDescription("The first month's rent is paid before you move in.")).toEqual([]);
  });

  it("blocks turning away families and people on benefits, in any case and spacing", () => {
    for (const words of [
      "No DSS",
      "no  dss",
      "NO D.S.S.",
      "No-DSS please",
      "No benefits",
      "No housing benefit",
      "Sorry, no children",
      "No kids",
      "Adults only",
      "Professionals only",
      "Working professionals only",
    ])
      expect(inDescription(words)).toEqual(["discrimination"]);
    expect(rulesOf(letting({ features: ["Garden", "No DSS"] }))).toEqual(["discrimination"]);
    expect(rulesOf(letting({ tags: ["professionals only"] }))).toEqual(["discrimination"]);
  });

  it("does not mistake ordinary words for discrimination", () => {
    for (const words of [
      "Children's playground nearby.",
      "Close to schools popular with families.",
      "Ideal for professionals and families alike.",
      "Benefits from a south-facing garden.",
      "Suits a working professional or a couple.",
      "No onward chain.",
    ])
      expect(inDescription(words)).toEqual([]);
  });

  it("flags a blanket no pets with its suggestion, without blocking", () => {
    const findings = checkAdvert(letting({ features: ["No pets"] }));
    expect(findings).toMatchObject([
      { rule: "no-pets", severity: "warn", field: "features", phrase: "no pets" },
    ]);
    expect(findings[0]!.fix).toBe('Say "Pets considered on request".');
    expect(blocksPublication(findings)).toBe(false);
    expect(inDescription("Pets considered on request.")).toEqual([]);
  });

  it("blocks a fixed or minimum term for a residential let, not for a company let, lodger or holiday let", () => {
    expect(inDescription("Minimum term 12 months.")).toEqual(["fixed-term"]);
    expect(inDescription("Offered on a 6 month AST.")).toEqual(["fixed-term"]);
    expect(inDescription("Minimum term 12 months.", { letKind: "company" })).toEqual([]);
    expect(inDescription("Available on a fixed term.", { letKind: "holiday" })).toEqual([]);
    expect(inDescription("Six months from the station by foot is a joke.")).toEqual([]);
  });

  it("names the field, the words, the rule's source and the fix, and blocks on a blocking rule", () => {
    const findings = checkAdvert(letting({ summary: "Lovely flat. No DSS." }));
    expect(findings).toEqual([
      {
        rule: "discrimination",
        severity: "block",
        field: "summary",
        phrase: "no dss",
        source: "Renters' Rights Act 2025 (discrimination against families and people on benefits)",
        explanation: expect.stringContaining("benefits"),
        fix: expect.stringContaining("Remove the wording"),
      },
    ]);
    expect(blocksPublication(findings)).toBe(true);
  });

  it("leaves sales adverts to the sales rules: lettings wording is not checked there", () => {
    expect(rulesOf(letting({ channel: "sales", price: 300_000, description: "No DSS. No pets." }))).toEqual(
      [],
    );
  });
});
