import { describe, expect, it } from "vitest";
import {
  describeLeadEvent,
  payloadAddress,
  payloadBooking,
  payloadLines,
  valuationForm,
} from "./lead-details.ts";

const valuation = {
  lead_client: {
    first_name: "Valerie",
    street_address: "Rose Cottage 12 Mill Lane",
    town: "Bristol",
    postcode: "BS1 4DJ",
  },
  lead: { message: "Please call", branch_id: 1 },
  lead_booking: { booking_time: "10:00", booking_day: "14", booking_month: "12", booking_year: "2026" },
  files: [{ field: "proof", name: "a.pdf" }],
};

describe("a lead's payload on its page", () => {
  it("lists every field, nested names joined", () => {
    const lines = payloadLines(valuation);
    expect(lines).toContainEqual({ label: "lead_client › town", value: "Bristol" });
    expect(lines).toContainEqual({ label: "lead › branch_id", value: "1" });
    expect(lines).toContainEqual({ label: "files", value: '{"field":"proof","name":"a.pdf"}' });
  });

  it("reads the address and the booking from nested JSON or a native post's flat names", () => {
    expect(payloadAddress(valuation)).toBe("Rose Cottage 12 Mill Lane, Bristol, BS1 4DJ");
    expect(payloadAddress({ "lead_client[town]": "Bath", "lead_client[postcode]": "BA1 1AA" })).toBe(
      "Bath, BA1 1AA",
    );
    expect(payloadAddress({})).toBeNull();
    expect(payloadBooking(valuation)).toBe("14 December 2026 at 10:00");
    expect(payloadBooking({ lead: {} })).toBeNull();
    expect(valuationForm(valuation)).toBe("three-step");
    expect(valuationForm({ lead: {} })).toBe("single-step");
  });
});

describe("a lead's history", () => {
  it("says what changed, with people by name", () => {
    const base = { fromValue: null, toValue: null, fromName: null, toName: null };
    expect(describeLeadEvent({ ...base, kind: "status", fromValue: "new", toValue: "viewing_booked" })).toBe(
      "Status: New → Viewing booked",
    );
    expect(describeLeadEvent({ ...base, kind: "assignment", toValue: "4", toName: "Sam Agent" })).toBe(
      "Assigned: nobody → Sam Agent",
    );
    expect(describeLeadEvent({ ...base, kind: "assignment", fromValue: "4", toValue: null })).toBe(
      "Assigned: staff #4 → nobody",
    );
    expect(describeLeadEvent({ ...base, kind: "note" })).toBe("Note");
  });
});
