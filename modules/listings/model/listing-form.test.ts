import { describe, expect, it } from "vitest";
import { EDITABLE_FIELDS } from "./listing-fields.ts";
import {
  cleanDescription,
  formValuesOf,
  listingAddressSchema,
  listingEditSchema,
  priceErrors,
  type FormValues,
} from "./listing-form.ts";
import { parseValue, type FormParse } from "../../../platform/form-submission.ts";

const listing = {
  price: 325_000,
  poa: false,
  priceQualifier: "Guide Price",
  status: "available",
  displayAddress: "Cotham Road, Bristol",
  propertyType: "Terraced House",
  bedrooms: 3,
  bathrooms: 1,
  receptionRooms: 2,
  squareFeet: null,
  acreage: 0.25,
  tags: ["house", "garden"],
  epcRating: "C",
  summary: "A bright home.",
  description: "First.\n\nSecond.",
  keyFeatures: ["Garden", "Parking"],
  tenure: "Freehold",
  materialInformation: { councilTaxBand: "D", leaseYearsRemaining: null },
};

const parse = (values: FormValues) =>
  parseValue(listingEditSchema, values) as FormParse<Record<string, unknown>>;

describe("the listing editor's schema", () => {
  it("reads back what the form shows for a listing", () => {
    const values = formValuesOf(listing as never);
    expect(values).toMatchObject({ price: "325000", tags: "house, garden", keyFeatures: "Garden\nParking" });
    const parsed = parse(values);
    expect(parsed.ok && parsed.data).toMatchObject({
      price: 325_000,
      poa: false,
      acreage: 0.25,
      tags: ["house", "garden"],
      keyFeatures: ["Garden", "Parking"],
      "materialInformation.councilTaxBand": "D",
      "materialInformation.leaseYearsRemaining": null,
      squareFeet: null,
    });
  });

  it("says what is wrong, field by field", () => {
    const values = {
      ...formValuesOf(listing as never),
      price: "12.5",
      bedrooms: "51",
      status: "gone",
      displayAddress: " ",
    };
    const parsed = parse(values);
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.errors).toEqual({
      price: ["Price (£) must be a whole number"],
      bedrooms: ["Bedrooms must be a number from 0 to 50"],
      status: ["Please choose a status from the list"],
      displayAddress: ["Please enter the display address"],
    });
    expect(priceErrors({ poa: false, price: null })).toEqual({
      price: ["Please enter the price, or tick POA"],
    });
    expect(priceErrors({ poa: true, price: null })).toEqual({});
  });

  it("cleans text as the importer does: allow-listed HTML, or plain paragraphs", () => {
    expect(cleanDescription('<div onclick="x">Hi <b>there</b><script>bad()</script></div>')).toBe(
      "Hi <strong>there</strong>",
    );
    expect(cleanDescription("Line one<br>Line <i>two</i>")).toBe("<p>Line one</p><p>Line <em>two</em></p>");
    expect(cleanDescription("One.\r\n\r\n\r\nTwo & three.")).toBe("One.\n\nTwo & three.");
    const parsed = parse({
      ...formValuesOf(listing as never),
      keyFeatures: "<em>South</em> garden\n\n  Parking  ",
    });
    expect(parsed.ok && parsed.data.keyFeatures).toEqual(["South garden", "Parking"]);
  });

  it("normalises a postcode and refuses a partial one", () => {
    const address = { street: "Cotham Road", town: "Bristol", postcode: "bs6 6ab" };
    const ok = parseValue(listingAddressSchema, address);
    expect(ok.ok && ok.data).toMatchObject({ postcode: "BS6 6AB", houseName: null });
    const partial = parseValue(listingAddressSchema, { ...address, postcode: "BS6" });
    expect(!partial.ok && partial.errors.postcode).toEqual(["Please enter a full UK postcode, e.g. BS8 2LG"]);
  });

  it("has a label and a kind for every editable field, with limits for numbers and text", () => {
    for (const spec of EDITABLE_FIELDS) {
      if (spec.kind === "integer" || spec.kind === "decimal") expect(spec.max, spec.name).toBeGreaterThan(0);
      if (spec.kind === "text" || spec.kind === "textarea")
        expect(spec.maxLength, spec.name).toBeGreaterThan(0);
    }
  });
});
