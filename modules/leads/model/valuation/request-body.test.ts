import { describe, expect, it } from "vitest";
import { valuationLeadSchema } from "../valuation-lead.ts";
import { initialTimeSlots, selectAllOf } from "./time-slots.ts";
import { valuationRequestBody, type ValuationRequestInput } from "./request-body.ts";
import { emptyValuationFields } from "./valuation-fields.ts";

const input: ValuationRequestInput = {
  authenticityToken: "token-1",
  fields: {
    ...emptyValuationFields,
    first_name: " Ada ",
    last_name: "Lovelace",
    email: "ada@example.com",
    tel_home: "01179460000",
    house_name: "Rose Cottage",
    house_number: "12",
    street: "Mill Lane",
    town: "Bristol",
    county: "Avon",
    postcode: "BS1 4DJ",
    message: "Three bedrooms",
  },
  channel: "selling",
  postcodeBranchId: 3,
  propertyBranchId: 7,
};

describe("the valuation body of POST /leads (spec §7 'Leads' → Valuation)", () => {
  it("has exactly the spec's fields for the single-step form", () => {
    expect(valuationRequestBody(input)).toEqual({
      authenticity_token: "token-1",
      lead_client: {
        first_name: "Ada",
        last_name: "Lovelace",
        body: "",
        email: "ada@example.com",
        tel_home: "01179460000",
        do_not_contact: "1",
        street_address: "Rose Cottage 12 Mill Lane",
        town: "Bristol",
        county: "Avon",
        postcode: "BS1 4DJ",
      },
      lead: {
        valuation_reason: "selling",
        message: "Three bedrooms",
        is_valuation_request: "1",
        branch_id: 3,
        channel: "selling",
      },
      marketing_preferences: { opt_in_terms: "on" },
    });
  });

  it("composes street_address from house name, number and street only when a number was entered", () => {
    const withoutNumber = valuationRequestBody({ ...input, fields: { ...input.fields, house_number: " " } });
    expect(withoutNumber.lead_client.street_address).toBe("Mill Lane");
    const numberOnly = valuationRequestBody({ ...input, fields: { ...input.fields, house_name: "" } });
    expect(numberOnly.lead_client.street_address).toBe("12 Mill Lane");
  });

  it("takes the branch from the postcode lookup, else the property's branch", () => {
    expect(valuationRequestBody({ ...input, postcodeBranchId: null }).lead.branch_id).toBe(7);
    expect(
      valuationRequestBody({ ...input, postcodeBranchId: null, propertyBranchId: null }).lead.branch_id,
    ).toBe(null);
  });

  it("sends letting as the channel and reason for a lettings valuation", () => {
    const { lead } = valuationRequestBody({ ...input, channel: "letting" });
    expect([lead.channel, lead.valuation_reason]).toEqual(["letting", "letting"]);
  });

  it("adds lead_booking with the first selected slot for the three-step form", () => {
    const slot = selectAllOf(initialTimeSlots(), "pm").slots.find((s) => s.selected)!;
    const body = valuationRequestBody({
      ...input,
      booking: {
        date: { dayAsNumber: 3, monthAsNumber: 12, yearAsNumber: 2026, fullDate: "2026-12-03" },
        slot,
      },
    });
    expect(body.lead_booking).toEqual({
      book_viewing: "yes",
      booking_time: "12:00",
      booking_day: 3,
      booking_month: 12,
      booking_year: 2026,
    });
  });

  it("carries the captcha token only when there is one, and an empty token before GET /user.ljson answers", () => {
    expect(valuationRequestBody({ ...input, captchaToken: "captcha-1" })["g-recaptcha-response"]).toBe(
      "captcha-1",
    );
    expect(valuationRequestBody({ ...input, captchaToken: null })).not.toHaveProperty("g-recaptcha-response");
    expect(valuationRequestBody({ ...input, authenticityToken: null }).authenticity_token).toBe("");
  });

  it("is accepted by the server's schema, with and without a booking", () => {
    const slot = initialTimeSlots().slots[0]!;
    const date = { dayAsNumber: 29, monthAsNumber: 2, yearAsNumber: 2028, fullDate: "2028-02-29" };
    for (const body of [
      valuationRequestBody(input),
      valuationRequestBody({ ...input, booking: { date, slot } }),
    ]) {
      const parsed = valuationLeadSchema.safeParse(body);
      expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
    }
  });
});
