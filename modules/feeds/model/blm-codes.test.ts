import { describe, expect, it } from "vitest";
import { londonTime } from "../../../domain/uk-time.ts";
import {
  BLM_AREA_UNIT,
  BLM_FURNISHED,
  BLM_LET_TYPE,
  BLM_PRICE_QUALIFIER,
  BLM_PROPERTY_TYPE,
  BLM_RENT_FREQUENCY,
  BLM_STATUS,
  BLM_TENURE,
  BLM_TRANS_TYPE,
  monthlyRent,
  normalisePostcode,
  parseFeedDateTime,
  parseFeedDay,
  propertyTypeOf,
} from "./blm-codes.ts";

describe("BLM code tables", () => {
  it("STATUS_ID: SSTCM is SSTC, reserved is under offer", () => {
    expect(BLM_STATUS).toEqual({
      "0": "available",
      "1": "sstc",
      "2": "sstc",
      "3": "under_offer",
      "4": "under_offer",
      "5": "let_agreed",
      "6": "sold",
      "7": "let",
    });
  });

  it("TRANS_TYPE_ID", () => expect(BLM_TRANS_TYPE).toEqual({ "1": "sales", "2": "lettings" }));

  it("PRICE_QUALIFIER: the words agents write; 1 is POA; 9 tags shared ownership", () => {
    const text = Object.fromEntries(Object.entries(BLM_PRICE_QUALIFIER).map(([code, q]) => [code, q.text]));
    expect(text).toEqual({
      "0": null,
      "1": null,
      "2": "Guide Price",
      "3": "Fixed Price",
      "4": "Offers in Excess of",
      "5": "OIRO",
      "6": "Sale by Tender",
      "7": "From",
      "9": "Shared Ownership",
      "10": "Offers Over",
      "11": "Part Buy Part Rent",
      "12": "Shared Equity",
      "14": "Equity Loan",
      "15": "Offers Invited",
    });
    expect(BLM_PRICE_QUALIFIER["1"]!.poa).toBe(true);
    expect(BLM_PRICE_QUALIFIER["9"]!.tag).toBe("shared ownership");
    expect(BLM_PRICE_QUALIFIER["8"]).toBeUndefined();
  });

  it("LET_RENT_FREQUENCY, LET_TYPE_ID, LET_FURN_ID, TENURE_TYPE_ID, AREA_SIZE_UNIT_ID", () => {
    expect(BLM_RENT_FREQUENCY).toEqual({
      "0": "weekly",
      "1": "monthly",
      "2": "quarterly",
      "3": "annual",
      "5": "pppw",
    });
    expect(BLM_LET_TYPE).toEqual({ "0": null, "1": "long", "2": "short", "3": "student", "4": "commercial" });
    expect(BLM_FURNISHED).toEqual({
      "0": "Furnished",
      "1": "Part furnished",
      "2": "Unfurnished",
      "3": null,
      "4": "Furnished or unfurnished",
    });
    expect(BLM_TENURE).toEqual({
      "1": "Freehold",
      "2": "Leasehold",
      "3": "Feudal",
      "4": "Commonhold",
      "5": "Share of Freehold",
    });
    expect(BLM_AREA_UNIT).toEqual({ "1": "sq ft", "2": "sq m", "3": "acres", "4": "hectares" });
  });

  it("PROP_SUB_ID: every residential code of the brief, with the demo data's spellings", () => {
    const labels = Object.fromEntries(Object.entries(BLM_PROPERTY_TYPE).map(([c, t]) => [c, t.label]));
    expect(labels).toMatchObject({
      "1": "Terraced House",
      "2": "End of Terrace House",
      "3": "Semi-Detached House",
      "4": "Detached House",
      "5": "Mews House",
      "6": "Cluster House",
      "7": "Ground Flat",
      "8": "Flat",
      "9": "Studio",
      "10": "Ground Maisonette",
      "11": "Maisonette",
      "12": "Bungalow",
      "13": "Terraced Bungalow",
      "14": "Semi-Detached Bungalow",
      "15": "Detached Bungalow",
      "16": "Mobile Home",
      "20": "Land",
      "21": "Link Detached House",
      "22": "Town House",
      "23": "Cottage",
      "24": "Chalet",
      "28": "Apartment",
      "29": "Penthouse",
      "43": "Barn Conversion",
      "44": "Serviced Apartments",
      "45": "Parking",
      "46": "Sheltered Housing",
      "47": "Retirement Property",
      "48": "House Share",
      "49": "Flat Share",
      "50": "Park Home",
      "51": "Garages",
      "52": "Farmhouse",
      "53": "Equestrian",
      "56": "Duplex",
      "59": "Triplex",
    });
    expect(BLM_PROPERTY_TYPE["4"]!.group).toBe("house");
    expect(BLM_PROPERTY_TYPE["8"]!.group).toBe("flat");
    expect(BLM_PROPERTY_TYPE["12"]!.group).toBe("bungalow");
    expect(BLM_PROPERTY_TYPE["20"]!.group).toBe("land");
  });

  it("PROP_SUB_ID: 178–310 are commercial types; 511 is a coach house", () => {
    const commercial = Object.entries(BLM_PROPERTY_TYPE).filter(([code]) => +code >= 178 && +code <= 310);
    expect(commercial.length).toBeGreaterThanOrEqual(40);
    for (const [, type] of commercial) expect(type.group).toBe("commercial");
    expect(BLM_PROPERTY_TYPE["178"]!.label).toBe("Office");
    expect(BLM_PROPERTY_TYPE["211"]!.label).toBe("Pub");
    expect(BLM_PROPERTY_TYPE["238"]!.label).toBe("Warehouse");
    expect(BLM_PROPERTY_TYPE["202"]!.label).toBe("Hotel");
    expect(BLM_PROPERTY_TYPE["511"]).toEqual({ label: "Coach House", group: "house" });
    expect(propertyTypeOf("999")).toBeNull();
  });
});

describe("monthlyRent", () => {
  it("weekly × 52 / 12, quarterly × 4 / 12, annual / 12, pppw × 52 / 12, rounded", () => {
    expect(monthlyRent(300, "weekly")).toBe(1300);
    expect(monthlyRent(1000, "monthly")).toBe(1000);
    expect(monthlyRent(2600, "quarterly")).toBe(867);
    expect(monthlyRent(24000, "annual")).toBe(2000);
    expect(monthlyRent(150, "pppw")).toBe(650);
    expect(monthlyRent(99, "weekly")).toBe(429); // 428.999…
  });
});

describe("normalisePostcode", () => {
  it("upper case, one space, outward alone when the inward half is missing", () => {
    expect(normalisePostcode("bs8", "2lg")).toBe("BS8 2LG");
    expect(normalisePostcode(" SW1A ", " 1 AA")).toBe("SW1A 1AA");
    expect(normalisePostcode("BS1", "")).toBe("BS1");
    expect(normalisePostcode("", "")).toBe("");
  });
});

describe("dates", () => {
  it("reads YYYY-MM-DD HH:MM:SS as London time, in winter and in summer", () => {
    expect(parseFeedDateTime("2024-01-15 12:00:00")!.toISOString()).toBe("2024-01-15T12:00:00.000Z");
    expect(parseFeedDateTime("2024-07-01 00:30:00")!.toISOString()).toBe("2024-06-30T23:30:00.000Z");
  });

  it("handles the clock changes: the repeated autumn hour is BST, the missing spring hour is read as GMT", () => {
    expect(londonTime(2024, 10, 27, 1, 30)!.toISOString()).toBe("2024-10-27T00:30:00.000Z");
    expect(londonTime(2024, 10, 27, 2, 30)!.toISOString()).toBe("2024-10-27T02:30:00.000Z");
    expect(londonTime(2024, 3, 31, 1, 30)!.toISOString()).toBe("2024-03-31T01:30:00.000Z");
    expect(londonTime(2024, 3, 31, 2, 30)!.toISOString()).toBe("2024-03-31T01:30:00.000Z");
  });

  it("reads the common header forms and refuses nonsense", () => {
    expect(parseFeedDateTime("2024-06-03")!.toISOString()).toBe("2024-06-02T23:00:00.000Z");
    expect(parseFeedDateTime("03/07/2024 06:00")!.toISOString()).toBe("2024-07-03T05:00:00.000Z");
    expect(parseFeedDateTime("03-07-2024")!.toISOString()).toBe("2024-07-02T23:00:00.000Z");
    expect(parseFeedDateTime("2024-06-03T08:00:00Z")!.toISOString()).toBe("2024-06-03T08:00:00.000Z");
    expect(parseFeedDateTime("Mon, 03 Jun 2024 08:00:00 GMT")!.toISOString()).toBe(
      "2024-06-03T08:00:00.000Z",
    );
    expect(parseFeedDateTime("")).toBeNull();
    expect(parseFeedDateTime("yesterday")).toBeNull();
    expect(parseFeedDateTime("2024-02-30 10:00:00")).toBeNull();
    expect(parseFeedDateTime("2024-01-01 25:00:00")).toBeNull();
  });

  it("parseFeedDay gives the calendar day as written", () => {
    expect(parseFeedDay("2024-08-01")).toBe("2024-08-01");
    expect(parseFeedDay("1/8/2024")).toBe("2024-08-01");
    expect(parseFeedDay("2024-13-01")).toBeNull();
  });
});
