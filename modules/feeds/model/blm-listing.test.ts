import { describe, expect, it } from "vitest";
import { type BlmRow, blmRowToListing } from "./blm-listing.ts";
import type { FeedListing } from "./feed-listing.ts";
import { descriptionHtml, htmlToPlainText } from "./feed-text.ts";

const SALE: BlmRow = {
  AGENT_REF: "REF1",
  BRANCH_ID: "12",
  STATUS_ID: "0",
  TRANS_TYPE_ID: "1",
  PRICE: "250000",
  PRICE_QUALIFIER: "0",
  PROP_SUB_ID: "3",
  BEDROOMS: "3",
  ADDRESS_1: "14",
  ADDRESS_2: "High Street",
  ADDRESS_3: "Clifton",
  ADDRESS_4: "Avon",
  TOWN: "Bristol",
  POSTCODE1: "bs8",
  POSTCODE2: "2lg",
  DISPLAY_ADDRESS: "High Street, Clifton",
  PUBLISHED_FLAG: "1",
  CREATE_DATE: "2024-06-01 09:30:00",
  UPDATE_DATE: "",
};

function listing(overrides: Record<string, string> = {}): FeedListing {
  const mapped = blmRowToListing({ ...SALE, ...overrides }, 7);
  if (!("listing" in mapped)) throw new Error(`expected a listing: ${mapped.error.message}`);
  return mapped.listing;
}

function error(overrides: Record<string, string>) {
  const mapped = blmRowToListing({ ...SALE, ...overrides }, 7);
  if (!("error" in mapped)) throw new Error("expected an error");
  return mapped.error;
}

const let_ = (overrides: Record<string, string> = {}) =>
  listing({ TRANS_TYPE_ID: "2", LET_RENT_FREQUENCY: "1", ...overrides });

describe("blmRowToListing: required values", () => {
  it.each([
    [{ AGENT_REF: "" }, "AGENT_REF"],
    [{ BRANCH_ID: " " }, "BRANCH_ID"],
    [{ TRANS_TYPE_ID: "3" }, "TRANS_TYPE_ID"],
    [{ TRANS_TYPE_ID: "" }, "TRANS_TYPE_ID"],
    [{ STATUS_ID: "8" }, "STATUS_ID"],
    [{ PRICE: "about 200k" }, "PRICE"],
  ])("%j is a row error naming %s", (overrides, field) => {
    const e = error(overrides);
    expect(e.field).toBe(field);
    expect(e.line).toBe(7);
  });

  it("BRANCH_ID may be letters", () => expect(listing({ BRANCH_ID: "BRS" }).branchCode).toBe("BRS"));
});

describe("blmRowToListing: leniency where CRMs are sloppy, always named", () => {
  it.each([
    ["250,000", 250_000],
    ["£250,000", 250_000],
    ["250 000", 250_000],
    ["£ 1,250,000.00", 1_250_000],
  ])("PRICE %j is the amount %d, with a warning naming the value", (text, amount) => {
    const l = listing({ PRICE: text });
    expect(l.price).toBe(amount);
    expect(l.warnings).toEqual([
      { field: "PRICE", kind: "price-written-loosely", message: `PRICE "${text}" read as ${amount}` },
    ]);
  });

  it("a plain price is no warning", () => expect(listing({ PRICE: "250000" }).warnings).toEqual([]));

  it.each([
    [{ ADDRESS_3: "Mildenhall", ADDRESS_4: "Suffolk" }, "Mildenhall", "ADDRESS_3"],
    [{ ADDRESS_3: "Herringswell", ADDRESS_4: "Bury St. Edmunds" }, "Bury St. Edmunds", "ADDRESS_4"],
    [{ ADDRESS_3: "Clifton", ADDRESS_4: "BS8 2LG" }, "Clifton", "ADDRESS_3"],
    [{ ADDRESS_3: "Taunton", ADDRESS_4: "Co. Durham" }, "Taunton", "ADDRESS_3"],
  ])(
    "an empty TOWN is read from the last address line that is not a postcode or county: %j",
    (lines, town, column) => {
      const l = listing({ TOWN: "", ...lines });
      expect(l.town).toBe(town);
      expect(l.warnings).toEqual([
        expect.objectContaining({
          field: "TOWN",
          kind: "town-from-address-line",
          message: expect.stringContaining(`${column} "${town}"`),
        }),
      ]);
      expect([l.locality, l.county]).not.toContain(town);
    },
  );

  it("an empty TOWN with no town line stays empty, with a warning", () => {
    const l = listing({ TOWN: "", ADDRESS_3: "", ADDRESS_4: "Suffolk" });
    expect(l.town).toBe("");
    expect(l.warnings).toEqual([expect.objectContaining({ field: "TOWN", kind: "town-missing" })]);
  });
});

describe("blmRowToListing: status and channel", () => {
  it.each([
    ["0", "available"],
    ["1", "sstc"],
    ["2", "sstc"],
    ["3", "under_offer"],
    ["4", "under_offer"],
    ["6", "sold"],
  ])("sale STATUS_ID %s → %s", (code, status) => expect(listing({ STATUS_ID: code }).status).toBe(status));

  it.each([
    ["0", "available"],
    ["3", "under_offer"],
    ["5", "let_agreed"],
    ["7", "let"],
  ])("letting STATUS_ID %s → %s", (code, status) => expect(let_({ STATUS_ID: code }).status).toBe(status));

  it("a status of the other channel is read as its nearest, with a warning", () => {
    const sale = listing({ STATUS_ID: "5" });
    expect(sale.status).toBe("sstc");
    expect(sale.warnings[0]!.field).toBe("STATUS_ID");
    expect(let_({ STATUS_ID: "1" }).status).toBe("let_agreed");
    expect(let_({ STATUS_ID: "6" }).status).toBe("let");
  });

  it("PUBLISHED_FLAG 0 is unpublished; empty counts as published", () => {
    expect(listing({ PUBLISHED_FLAG: "0" }).published).toBe(false);
    expect(listing({ PUBLISHED_FLAG: "" }).published).toBe(true);
  });
});

describe("blmRowToListing: prices", () => {
  it("whole pounds, qualifier text, POA clears the price", () => {
    expect(listing({ PRICE: "250000.60" }).price).toBe(250001);
    expect(listing({ PRICE: "1,250,000" }).price).toBe(1_250_000);
    expect(listing({ PRICE_QUALIFIER: "" }).priceQualifier).toBeNull();
    expect(listing({ PRICE_QUALIFIER: "5" }).priceQualifier).toBe("OIRO");
    const poa = listing({ PRICE_QUALIFIER: "1" });
    expect([poa.poa, poa.price, poa.priceQualifier]).toEqual([true, null, null]);
    expect(listing({}).priceFrequency).toBe("outright");
  });

  it("Shared Ownership tags the listing; Sale by Tender stays a qualifier, not an auction", () => {
    expect(listing({ PRICE_QUALIFIER: "9" }).tags).toContain("shared ownership");
    const tender = listing({ PRICE_QUALIFIER: "6" });
    expect(tender.priceQualifier).toBe("Sale by Tender");
    expect(tender.tags).not.toContain("auction");
    expect(tender.auctionDate).toBeNull();
  });

  it("an unknown qualifier is none, with a warning", () => {
    const l = listing({ PRICE_QUALIFIER: "8" });
    expect(l.priceQualifier).toBeNull();
    expect(l.warnings.map((w) => w.field)).toEqual(["PRICE_QUALIFIER"]);
  });

  it("rent becomes pounds per calendar month; the quote is kept", () => {
    const weekly = let_({ PRICE: "300", LET_RENT_FREQUENCY: "0" });
    expect([weekly.price, weekly.priceFrequency, weekly.rentFrequency, weekly.quotedPrice]).toEqual([
      1300,
      "pcm",
      "weekly",
      300,
    ]);
    expect(let_({ PRICE: "1200", LET_RENT_FREQUENCY: "" }).rentFrequency).toBe("monthly");
    expect(let_({ PRICE: "3000", LET_RENT_FREQUENCY: "2" }).price).toBe(1000);
    expect(let_({ PRICE: "12000", LET_RENT_FREQUENCY: "3" }).price).toBe(1000);
    const pppw = let_({ PRICE: "150", LET_RENT_FREQUENCY: "5", LET_TYPE_ID: "3" });
    expect([pppw.price, pppw.rentFrequency, pppw.quotedPrice]).toEqual([650, "pppw", 150]);
  });

  it("a commercial let quoted annually stays per year", () => {
    const office = let_({ PRICE: "24000", LET_RENT_FREQUENCY: "3", PROP_SUB_ID: "178" });
    expect([office.price, office.priceFrequency, office.quotedPrice]).toEqual([24000, "pa", 24000]);
    const monthlyOffice = let_({ PRICE: "2000", LET_RENT_FREQUENCY: "1", LET_TYPE_ID: "4" });
    expect(monthlyOffice.priceFrequency).toBe("pcm");
  });
});

describe("blmRowToListing: types and tags", () => {
  it("the property type's group tag, commercial, new home", () => {
    expect(listing({ PROP_SUB_ID: "3" })).toMatchObject({
      propertyType: "Semi-Detached House",
      tags: ["house"],
    });
    expect(listing({ PROP_SUB_ID: "211" })).toMatchObject({ propertyType: "Pub", tags: ["commercial"] });
    expect(listing({ NEW_HOME_FLAG: "Y" }).tags).toEqual(["house", "new home"]);
    expect(listing({ NEW_HOME_FLAG: "N" }).tags).toEqual(["house"]);
  });

  it("an unknown or missing type is Other; unknown warns", () => {
    const unknown = listing({ PROP_SUB_ID: "999" });
    expect(unknown.propertyType).toBe("Other");
    expect(unknown.warnings[0]!.field).toBe("PROP_SUB_ID");
    expect(listing({ PROP_SUB_ID: "0" }).propertyType).toBe("Other");
  });

  it("LET_TYPE_ID: short let, student, commercial", () => {
    const short = let_({ LET_TYPE_ID: "2" });
    expect(short.shortLet).toBe(true);
    expect(short.tags).toContain("short let");
    expect(let_({ LET_TYPE_ID: "3" }).tags).toContain("student");
    expect(let_({ LET_TYPE_ID: "4" }).tags).toContain("commercial");
    expect(let_({ LET_TYPE_ID: "1" }).shortLet).toBe(false);
    expect(listing({ LET_TYPE_ID: "2" }).shortLet).toBe(false); // ignored on sales
  });

  it.each([
    ["0", "Furnished"],
    ["1", "Part furnished"],
    ["2", "Unfurnished"],
    ["3", null],
    ["4", "Furnished or unfurnished"],
  ])("LET_FURN_ID %s → %s", (code, label) => expect(let_({ LET_FURN_ID: code }).furnished).toBe(label));

  it.each([
    ["1", "Freehold"],
    ["2", "Leasehold"],
    ["3", "Feudal"],
    ["4", "Commonhold"],
    ["5", "Share of Freehold"],
    ["", null],
  ])("TENURE_TYPE_ID %s → %s", (code, label) => expect(listing({ TENURE_TYPE_ID: code }).tenure).toBe(label));
});

describe("blmRowToListing: address, text, dates, lettings details", () => {
  it("ADDRESS_1 is the number or name, ADDRESS_2 the street, 3 the locality, 4 the county", () => {
    expect(listing({})).toMatchObject({
      houseNumber: "14",
      houseName: null,
      street: "High Street",
      locality: "Clifton",
      county: "Avon",
      town: "Bristol",
      postcode: "BS8 2LG",
      displayAddress: "High Street, Clifton",
    });
    expect(listing({ ADDRESS_1: "Rose Cottage" })).toMatchObject({
      houseName: "Rose Cottage",
      houseNumber: null,
    });
    expect(listing({ POSTCODE2: "" }).postcode).toBe("BS8");
    expect(listing({ DISPLAY_ADDRESS: "" }).displayAddress).toBe("High Street, Bristol, BS8");
  });

  it("features are the non-empty FEATURE1..10; summary plain text; description sanitised HTML", () => {
    const l = listing({
      FEATURE1: "Garden",
      FEATURE2: "",
      FEATURE3: "Close to &pound;shops",
      FEATURE10: "Parking",
      SUMMARY: "A <b>fine</b>&nbsp;home",
      DESCRIPTION: "Line one<br />Line <strong>two</strong><img src=x onerror=alert(1)>",
    });
    expect(l.keyFeatures).toEqual(["Garden", "Close to £shops", "Parking"]);
    expect(l.summary).toBe("A fine home");
    expect(l.description).toBe("<p>Line one</p><p>Line <strong>two</strong></p>");
  });

  it("dates are London time; empty is null; nonsense warns", () => {
    const l = listing({ UPDATE_DATE: "2024-07-01 00:30:00" });
    expect(l.createdAt!.toISOString()).toBe("2024-06-01T08:30:00.000Z");
    expect(l.feedUpdatedAt!.toISOString()).toBe("2024-06-30T23:30:00.000Z");
    expect(listing({}).feedUpdatedAt).toBeNull();
    const bad = listing({ CREATE_DATE: "soon" });
    expect(bad.createdAt).toBeNull();
    expect(bad.warnings[0]!.field).toBe("CREATE_DATE");
  });

  it("lettings: available date, deposit, term, fees, bills", () => {
    const l = let_({
      LET_DATE_AVAILABLE: "2024-08-01 00:00:00",
      LET_BOND: "1384.50",
      LET_CONTRACT_IN_MONTHS: "12",
      ADMINISTRATION_FEE: "Holding deposit &amp; references",
      LET_BILL_INC_WATER: "Y",
      LET_BILL_INC_TV_LICIENCE: "Y",
      LET_BILL_INC_GAS: "N",
    });
    expect(l).toMatchObject({
      availableFrom: "2024-08-01",
      deposit: 1385,
      minimumTermMonths: 12,
      administrationFee: "Holding deposit & references",
      billsIncluded: ["Water", "TV licence"],
    });
  });

  it("commercial sizes: sq ft, sq m, acres, hectares", () => {
    expect(listing({ MAX_SIZE_ENTERED: "1500", AREA_SIZE_UNIT_ID: "1" }).squareFeet).toBe(1500);
    expect(listing({ MIN_SIZE_ENTERED: "100", AREA_SIZE_UNIT_ID: "2" }).squareFeet).toBe(1076);
    expect(listing({ MAX_SIZE_ENTERED: "2.5", AREA_SIZE_UNIT_ID: "3" }).acreage).toBe(2.5);
    expect(listing({ MAX_SIZE_ENTERED: "1", AREA_SIZE_UNIT_ID: "4" }).acreage).toBe(2.47);
  });

  it("material information columns", () => {
    expect(
      listing({
        COUNCIL_TAX_BAND: "d",
        TENURE_UNEXPIRED_YEARS: "95",
        ANNUAL_SERVICE_CHARGE: "1200",
        ANNUAL_GROUND_RENT: "250",
      }).materialInformation,
    ).toEqual({
      councilTaxBand: "D",
      leaseYearsRemaining: 95,
      serviceChargePerYear: 1200,
      groundRentPerYear: 250,
    });
  });

  it("a bad BEDROOMS is 0 with a warning", () => {
    const l = listing({ BEDROOMS: "three" });
    expect(l.bedrooms).toBe(0);
    expect(l.warnings[0]!.field).toBe("BEDROOMS");
  });
});

describe("blmRowToListing: media", () => {
  it("kinds, positions per kind in the feed's order, captions, sources", () => {
    const l = listing({
      MEDIA_IMAGE_00: "12_REF1_IMG_00.JPG",
      MEDIA_IMAGE_TEXT_00: "Front",
      MEDIA_IMAGE_01: "https://cdn.example.com/1.jpg",
      MEDIA_IMAGE_02: "",
      MEDIA_IMAGE_03: "12_REF1_IMG_03.png",
      MEDIA_IMAGE_60: "12_REF1_IMG_60.gif",
      MEDIA_IMAGE_TEXT_60: "energy",
      MEDIA_FLOOR_PLAN_00: "12_REF1_FLP_00.jpg",
      MEDIA_FLOOR_PLAN_TEXT_00: "Ground floor",
      MEDIA_DOCUMENT_00: "12_REF1_DOC_00.pdf",
      MEDIA_DOCUMENT_TEXT_00: "Sales brochure",
      MEDIA_DOCUMENT_01: "https://crm.example.com/docs/2.pdf",
      MEDIA_DOCUMENT_50: "12_REF1_DOC_50.PDF",
      MEDIA_VIRTUAL_TOUR_00: "https://tour.example.com/x",
      MEDIA_VIRTUAL_TOUR_TEXT_00: "Tour",
    });
    expect(l.media).toEqual([
      { kind: "photo", position: 0, source: { type: "file", name: "12_REF1_IMG_00.JPG" }, caption: "Front" },
      {
        kind: "photo",
        position: 1,
        source: { type: "url", url: "https://cdn.example.com/1.jpg" },
        caption: null,
      },
      { kind: "photo", position: 2, source: { type: "file", name: "12_REF1_IMG_03.png" }, caption: null },
      { kind: "epc", position: 0, source: { type: "file", name: "12_REF1_IMG_60.gif" }, caption: "EPC" },
      {
        kind: "floorplan",
        position: 0,
        source: { type: "file", name: "12_REF1_FLP_00.jpg" },
        caption: "Ground floor",
      },
      {
        kind: "document",
        position: 0,
        source: { type: "file", name: "12_REF1_DOC_00.pdf" },
        caption: "Sales brochure",
        document: true,
      },
      {
        kind: "document",
        position: 1,
        source: { type: "url", url: "https://crm.example.com/docs/2.pdf" },
        caption: null,
        document: true,
      },
      {
        kind: "epc",
        position: 1,
        source: { type: "file", name: "12_REF1_DOC_50.PDF" },
        caption: "EPC",
        document: true,
      },
      {
        kind: "virtual_tour",
        position: 0,
        source: { type: "url", url: "https://tour.example.com/x" },
        caption: "Tour",
      },
    ]);
    expect(l.warnings).toEqual([]); // brochures are kept (issue 36 item 4)
  });

  it.each(["photo.bmp", "../etc/passwd.jpg", "ftp://x/y.jpg", "C:\\pics\\a.jpg", "javascript:alert(1)"])(
    "%s is ignored with a warning",
    (value) => {
      const l = listing({ MEDIA_IMAGE_00: value });
      expect(l.media).toEqual([]);
      expect(l.warnings[0]!.field).toBe("MEDIA_IMAGE_00");
    },
  );

  it("a virtual tour must be a URL", () => {
    const l = listing({ MEDIA_VIRTUAL_TOUR_00: "tour.jpg" });
    expect(l.media).toEqual([]);
    expect(l.warnings[0]!.field).toBe("MEDIA_VIRTUAL_TOUR_00");
  });
});

describe("feed text", () => {
  it("htmlToPlainText decodes what CRMs send", () => {
    expect(htmlToPlainText("&pound;1,000&nbsp;pcm<br/>incl. &#8364;5 &amp; &#x27;bills&#x27;")).toBe(
      "£1,000 pcm incl. €5 & 'bills'",
    );
  });

  it("descriptionHtml keeps paragraphs, maps <b>/<i>, drops scripts", () => {
    expect(descriptionHtml("<b>Bold</b> and <i>it</i>\n\nNext")).toBe(
      "<p><strong>Bold</strong> and <em>it</em></p><p>Next</p>",
    );
    expect(descriptionHtml("<p>One<br>two</p><ul><li>x</li></ul>")).toBe("<p>One two</p><ul><li>x</li></ul>");
    expect(descriptionHtml("<script>alert(1)</script>")).toBe("");
    expect(descriptionHtml("Price &pound;500")).toBe("<p>Price &pound;500</p>");
  });

  it("descriptionHtml gives text around block elements paragraphs of its own, so it always opens with one", () => {
    expect(
      descriptionHtml("<strong>Lovely</strong> home<br><br><p>Big&nbsp;garden</p>Call us<br>today"),
    ).toBe("<p><strong>Lovely</strong> home</p><p>Big&nbsp;garden</p><p>Call us</p><p>today</p>");
  });

  it("a DESCRIPTION of escaped markup is read as the markup, with a warning", () => {
    const l = listing({ DESCRIPTION: "&lt;p&gt;&lt;b&gt;Lovely&lt;/b&gt;&amp;nbsp;home&lt;/p&gt;" });
    expect(l.description).toBe("<p><strong>Lovely</strong>&nbsp;home</p>");
    expect(l.warnings).toEqual([
      expect.objectContaining({ field: "DESCRIPTION", kind: "description-escaped-html" }),
    ]);
    expect(listing({ DESCRIPTION: "Rooms 3 &lt; 4 &amp; more" }).description).toBe(
      "<p>Rooms 3 &lt; 4 &amp; more</p>",
    );
  });
});
