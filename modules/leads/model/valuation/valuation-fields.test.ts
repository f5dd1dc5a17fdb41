import { describe, expect, it } from "vitest";
import { LEAD_MESSAGES } from "../lead-fields.ts";
import { detailsErrors, emptyValuationFields, fieldError, type ValuationFields } from "./valuation-fields.ts";

const valid: ValuationFields = {
  ...emptyValuationFields,
  first_name: "Zoë",
  last_name: "O'Neill-Smith",
  email: "zoe@example.com",
  tel_home: "01179460000",
  house_number: "12",
  street: "Mill Lane",
  town: "Bristol",
  postcode: "BS1 4DJ",
};

describe("valuation form fields (spec §5 'Valuation and lead forms')", () => {
  it("gives each field's spec message when it breaks its rule", () => {
    expect(fieldError("first_name", "R2D2")).toBe(LEAD_MESSAGES.firstName);
    expect(fieldError("last_name", "  ")).toBe(LEAD_MESSAGES.lastName);
    expect(fieldError("email", "zoe@example")).toBe(LEAD_MESSAGES.email);
    expect(fieldError("tel_home", "12345")).toBe(LEAD_MESSAGES.phone);
    expect(fieldError("house_number", "12b")).toBe(LEAD_MESSAGES.houseNumber);
    expect(fieldError("street", "")).toBe(LEAD_MESSAGES.street);
    expect(fieldError("town", " ")).toBe(LEAD_MESSAGES.town);
    expect(fieldError("county", "<script>")).toBe(LEAD_MESSAGES.county);
    expect(fieldError("postcode", "BS1")).toBe(LEAD_MESSAGES.postcode);
  });

  it("leaves the optional fields free when empty", () => {
    for (const name of ["house_number", "house_name", "county", "message"] as const) {
      expect(fieldError(name, "")).toBeNull();
    }
  });

  it("requires a chosen address while the lookup is on", () => {
    const unchosen = { ...valid, house_number: "", street: "", town: "", postcode: "" };
    expect(detailsErrors(unchosen, { manual: false, chosen: false })).toEqual({
      address: LEAD_MESSAGES.address,
    });
    expect(detailsErrors(valid, { manual: false, chosen: true })).toEqual({});
  });

  it("treats a chosen address without a street as no valid address", () => {
    expect(detailsErrors({ ...valid, street: "" }, { manual: false, chosen: true })).toEqual({
      address: LEAD_MESSAGES.address,
    });
  });

  it("checks each address field in manual entry, and the person's fields always", () => {
    const errors = detailsErrors(
      { ...valid, first_name: "", street: "", town: "", postcode: "nope" },
      { manual: true, chosen: false },
    );
    expect(errors).toEqual({
      first_name: LEAD_MESSAGES.firstName,
      street: LEAD_MESSAGES.street,
      town: LEAD_MESSAGES.town,
      postcode: LEAD_MESSAGES.postcode,
    });
    expect(detailsErrors(valid, { manual: true, chosen: false })).toEqual({});
  });
});
