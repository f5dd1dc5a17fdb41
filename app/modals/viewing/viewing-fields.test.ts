import { describe, expect, it } from "vitest";
import { checkAll } from "../../components/lead-form/field-rules.ts";
import { VIEWING_RULES, defaultViewingMessage, viewingFieldName, viewingFieldOf } from "./viewing-fields.ts";

describe("the viewing form's rules (spec §5 Lead and profile fields)", () => {
  it("requires names, phone, email and message, and leaves the address optional", () => {
    expect(checkAll(VIEWING_RULES, {})).toEqual({
      firstName: "Please enter a valid first name",
      lastName: "Please enter a valid last name",
      telHome: "Please enter a valid phone number",
      email: "Please enter a valid email",
      message: "Please enter a valid message",
    });
  });

  it("accepts accented names with spaces and hyphens, and refuses digits", () => {
    expect(VIEWING_RULES.firstName("Zoë-Anne Marie")).toBeUndefined();
    expect(VIEWING_RULES.lastName("Sm1th")).toBe("Please enter a valid last name");
  });

  it("wants a phone of at least six digits and nothing else", () => {
    expect(VIEWING_RULES.telHome("12345")).toBe("Please enter a valid phone number");
    expect(VIEWING_RULES.telHome("123456")).toBeUndefined();
    expect(VIEWING_RULES.telHome("0117 946")).toBe("Please enter a valid phone number");
  });

  it("checks a postcode only when one is given", () => {
    expect(VIEWING_RULES.postcode("")).toBeUndefined();
    expect(VIEWING_RULES.postcode("BS8")).toBe("Please enter a valid postcode");
    expect(VIEWING_RULES.postcode("bs8 1ab")).toBeUndefined();
  });
});

describe("posted names (spec §3 Viewing lead form)", () => {
  it("maps each field to its flat name and back", () => {
    expect(viewingFieldName("telHome")).toBe("lead_client[tel_home]");
    expect(viewingFieldName("message")).toBe("lead[message]");
    expect(viewingFieldOf(["lead_client[first_name]"])).toBe("firstName");
    expect(viewingFieldOf(["marketing_preferences[opt_in_terms]"])).toBeUndefined();
  });

  it("starts the message with the home's address", () => {
    expect(defaultViewingMessage("1 High Street, Bristol")).toBe(
      "I would like to arrange a viewing of 1 High Street, Bristol.",
    );
    expect(defaultViewingMessage(undefined)).toBe("");
  });
});
