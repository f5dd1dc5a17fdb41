import { describe, expect, it } from "vitest";
import { splitIssues, valuationIssueErrors } from "./schema-issues.ts";

describe("valuation schema issues in the form", () => {
  it("puts each issue where the visitor can fix it, first message per field", () => {
    const errors = valuationIssueErrors([
      { path: ["lead_client", "street_address"], message: "Please enter a valid street" },
      { path: ["lead_client", "street_address"], message: "second" },
      { path: ["lead_client", "email"], message: "Please enter a valid email" },
      { path: ["lead_booking", "booking_time"], message: "Please select a valid time slot" },
      {
        path: ["marketing_preferences", "opt_in_terms"],
        message: "You must agree to our terms & conditions",
      },
      { path: ["lead", "branch_id"], message: "Please choose a valid option" },
    ]);
    expect(splitIssues(errors)).toEqual({
      details: { street: "Please enter a valid street", email: "Please enter a valid email" },
      timeSlot: "Please select a valid time slot",
      terms: "You must agree to our terms & conditions",
      form: "Please choose a valid option",
    });
  });

  it("has nothing to show when there are no issues", () => {
    expect(splitIssues(valuationIssueErrors([]))).toEqual({
      details: {},
      timeSlot: undefined,
      terms: undefined,
      form: undefined,
    });
  });
});
