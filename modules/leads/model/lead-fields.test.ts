import { describe, expect, it } from "vitest";
import {
  LEAD_MESSAGES,
  MAX_UPLOAD_BYTES,
  isBlank,
  isValidAddressText,
  isValidEmail,
  isValidHouseNumber,
  isValidLeadPhone,
  isValidMessage,
  isValidPersonName,
  isValidPostcode,
  keepPhoneCharacters,
  normalisePostcode,
  requiredFieldMessage,
} from "./lead-fields.ts";

describe("lead field rules (spec §5)", () => {
  it("treats empty and whitespace-only as blank", () => {
    expect(isBlank("")).toBe(true);
    expect(isBlank("  \t")).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(" a ")).toBe(false);
  });

  it("accepts names of letters (accented too), spaces, hyphens and apostrophes only", () => {
    for (const name of ["Anne", "José", "Anne-Marie", "van der Berg", "O'Brien", "Zoë"]) {
      expect(isValidPersonName(name)).toBe(true);
    }
    for (const name of ["", "  ", "J0hn", "Ann_", "<b>", "Ann!"]) expect(isValidPersonName(name)).toBe(false);
  });

  it("accepts a standard email address", () => {
    expect(isValidEmail("a.b@example.co.uk")).toBe(true);
    for (const email of ["a@b", "a@", "@b.com", "a b@c.com", "a@b..com"])
      expect(isValidEmail(email)).toBe(false);
  });

  it("takes digits only, at least 6, for a phone; the input drops typed letters", () => {
    expect(isValidLeadPhone("012345")).toBe(true);
    expect(isValidLeadPhone("01234")).toBe(false);
    expect(isValidLeadPhone("0123 456")).toBe(false);
    expect(keepPhoneCharacters("01a2 3-4b56")).toBe("0123456");
  });

  it("requires a message that is not blank", () => {
    expect(isValidMessage("Hello")).toBe(true);
    expect(isValidMessage("   ")).toBe(false);
  });

  it("takes an optional whole house number", () => {
    expect(isValidHouseNumber("")).toBe(true);
    expect(isValidHouseNumber("12")).toBe(true);
    expect(isValidHouseNumber("12a")).toBe(false);
  });

  it("accepts UK postcodes with or without the space, and writes them in the usual form", () => {
    for (const code of ["BS1 4DJ", "bs14dj", "SW1A 1AA", "M1 1AE", "EC1A1BB"])
      expect(isValidPostcode(code)).toBe(true);
    for (const code of ["", "12345", "BS1", "BS1 4D"]) expect(isValidPostcode(code)).toBe(false);
    expect(normalisePostcode("bs14dj")).toBe("BS1 4DJ");
  });

  it("accepts address text with common punctuation, not markup", () => {
    expect(isValidAddressText("Flat 2, 10 St. John's Road (rear)")).toBe(true);
    expect(isValidAddressText("<script>")).toBe(false);
    expect(isValidAddressText(" ")).toBe(false);
  });

  it("has the spec's messages and limits", () => {
    expect(requiredFieldMessage("First name")).toBe("Please enter a valid First name");
    expect(LEAD_MESSAGES.terms).toBe("You must agree to our terms & conditions");
    expect(LEAD_MESSAGES.fileTooLarge).toBe("File size can't be over 10mb");
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
});
