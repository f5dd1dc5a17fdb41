import { describe, expect, it } from "vitest";
import {
  addressToLeadFields,
  formatAddress,
  isValidSuggestionId,
  toLookedUpAddress,
  type LookedUpAddress,
} from "./address.ts";

const address = (overrides: Partial<LookedUpAddress> = {}): LookedUpAddress => ({
  building_name: "",
  building_number: "14",
  line_1: "14 High Street",
  line_2: "Clifton",
  line_3: "",
  line_4: "",
  town_or_city: "Bristol",
  county: "City of Bristol",
  postcode: "BS8 1AB",
  ...overrides,
});

describe("formatAddress", () => {
  it("joins the lines without repeating a number or name line_1 already holds", () => {
    expect(formatAddress(address())).toBe("14 High Street, Clifton, Bristol, BS8 1AB");
    expect(formatAddress(address({ building_name: "Flat 2", line_1: "Flat 2, 14 High Street" }))).toBe(
      "Flat 2, 14 High Street, Clifton, Bristol, BS8 1AB",
    );
  });

  it("puts a name or number line_1 lacks in front", () => {
    expect(
      formatAddress(address({ building_name: "Rose Cottage", building_number: "", line_1: "Mill Lane" })),
    ).toBe("Rose Cottage, Mill Lane, Clifton, Bristol, BS8 1AB");
    expect(formatAddress(address({ line_1: "High Street", line_2: "" }))).toBe(
      "14, High Street, Bristol, BS8 1AB",
    );
  });
});

describe("addressToLeadFields", () => {
  it("keeps a whole house number apart from the street", () => {
    expect(addressToLeadFields(address())).toEqual({
      house_name: "",
      house_number: "14",
      street: "High Street",
      town: "Bristol",
      county: "City of Bristol",
      postcode: "BS8 1AB",
    });
  });

  it("leaves a number such as 14A in the street (spec §3: house_number is an integer)", () => {
    const fields = addressToLeadFields(address({ building_number: "14A", line_1: "14A High Street" }));
    expect(fields.house_number).toBe("");
    expect(fields.street).toBe("14A High Street");
  });

  it("takes the street after a building name, or line_2 when line_1 is only the name", () => {
    expect(
      addressToLeadFields(
        address({ building_name: "Rose Cottage", building_number: "", line_1: "Rose Cottage, Mill Lane" }),
      ),
    ).toMatchObject({ house_name: "Rose Cottage", house_number: "", street: "Mill Lane" });
    expect(
      addressToLeadFields(
        address({
          building_name: "The Old Mill",
          building_number: "",
          line_1: "The Old Mill",
          line_2: "Mill Lane",
        }),
      ),
    ).toMatchObject({ house_name: "The Old Mill", street: "Mill Lane" });
  });
});

describe("isValidSuggestionId", () => {
  it("accepts provider tokens and row ids, refuses anything else", () => {
    expect(isValidSuggestionId("123")).toBe(true);
    expect(isValidSuggestionId("ZDQ2ZWI0ZDMzMzQ4ZTM4IDY4NzE5NDMw==")).toBe(true);
    expect(isValidSuggestionId("")).toBe(false);
    expect(isValidSuggestionId("1;drop")).toBe(false);
    expect(isValidSuggestionId("a".repeat(201))).toBe(false);
  });
});

describe("toLookedUpAddress", () => {
  it("keeps text, turns numbers into text and anything else into empty fields", () => {
    expect(
      toLookedUpAddress({
        building_number: 14,
        line_1: "14 High Street",
        county: null,
        extra: "x",
        postcode: "BS8 1AB",
      }),
    ).toEqual({
      building_name: "",
      building_number: "14",
      line_1: "14 High Street",
      line_2: "",
      line_3: "",
      line_4: "",
      town_or_city: "",
      county: "",
      postcode: "BS8 1AB",
    });
  });
});
