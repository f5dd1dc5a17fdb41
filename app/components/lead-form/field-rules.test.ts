import { describe, expect, it } from "vitest";
import { isValidEmail, isValidPostcode } from "../../../modules/leads/model/lead-fields.ts";
import { checkAll, errorsFromIssues, hasErrors, optional, required } from "./field-rules.ts";

const email = required(isValidEmail, "Please enter a valid email");
const postcode = optional(isValidPostcode, "Please enter a valid postcode");

describe("required", () => {
  it("refuses blank and whitespace-only values with the field's message (spec §5)", () => {
    expect(email("")).toBe("Please enter a valid email");
    expect(email("   ")).toBe("Please enter a valid email");
    expect(email("ada@")).toBe("Please enter a valid email");
    expect(email("ada@example.com")).toBeUndefined();
  });
});

describe("optional", () => {
  it("accepts an empty value but checks a filled one", () => {
    expect(postcode("")).toBeUndefined();
    expect(postcode("nope")).toBe("Please enter a valid postcode");
    expect(postcode("BS8 1AB")).toBeUndefined();
  });
});

describe("checkAll", () => {
  it("gives every failing field its message, and nothing for passing ones", () => {
    const errors = checkAll({ email, postcode }, { postcode: "x" });
    expect(errors).toEqual({
      email: "Please enter a valid email",
      postcode: "Please enter a valid postcode",
    });
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors(checkAll({ email, postcode }, { email: "a@b.co" }))).toBe(false);
  });
});

describe("errorsFromIssues", () => {
  it("keeps the first message per field and skips paths without a field", () => {
    const errors = errorsFromIssues(
      [
        { path: ["lead_client", "email"], message: "first" },
        { path: ["lead_client", "email"], message: "second" },
        { path: ["market_preferences", "opt_in_terms"], message: "terms" },
      ],
      (path) => (path[1] === "email" ? "email" : undefined),
    );
    expect(errors).toEqual({ email: "first" });
  });
});
