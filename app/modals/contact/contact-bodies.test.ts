import { describe, expect, it } from "vitest";
import {
  contactFieldOf,
  officeLeadBody,
  prefixPropertyRef,
  staffLeadBody,
  type ContactValues,
} from "./contact-bodies.ts";

const values: ContactValues = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  telHome: "01234567",
  message: "Is it still available?",
  body: "",
};
const client = {
  first_name: "Ada",
  last_name: "Lovelace",
  body: "",
  email: "ada@example.com",
  tel_home: "01234567",
  do_not_contact: "1",
};

describe("staffLeadBody (spec §7 Staff)", () => {
  it("names the staff member and the property's channel", () => {
    expect(staffLeadBody(values, 7, { id: 42, channel: "lettings", reference: "OH-42" }, null)).toEqual({
      lead_client: client,
      lead: {
        message: "Is it still available?",
        agency_employee_id: 7,
        channel: "lettings",
        property_id: 42,
      },
      market_preferences: { opt_in_terms: "on" },
    });
  });

  it("carries the captcha token when there is a captcha, and no property off a property page", () => {
    const body = staffLeadBody(values, 7, undefined, "tok");
    expect(body["g-recaptcha-response"]).toBe("tok");
    expect(body.lead).toEqual({ message: "Is it still available?", agency_employee_id: 7 });
  });
});

describe("officeLeadBody (spec §7 Department or branch)", () => {
  it("sends a department lead with its type and the property ref before the message", () => {
    const body = officeLeadBody(
      values,
      { departmentId: 3, branchId: 1, propertyId: 42, propertyRef: "OH-42" },
      "sales",
      null,
    );
    expect(body.lead).toEqual({
      lead_type: "branch_department_enquiry",
      branch_department_id: 3,
      message: "Property ref OH-42: Is it still available?",
      channel: "sales",
      property_id: 42,
    });
    expect(body.market_preferences).toEqual({ opt_in_terms: "on" });
    expect(body.lead_client).toEqual(client);
  });

  it("sends a branch lead with is_branch_lead 1 when there is no department", () => {
    const body = officeLeadBody(values, { branchId: 5 }, undefined, "tok");
    expect(body.lead).toEqual({ branch_id: 5, is_branch_lead: "1", message: "Is it still available?" });
    expect(body["g-recaptcha-response"]).toBe("tok");
  });
});

describe("prefixPropertyRef", () => {
  it("leaves the message alone off a property page", () => {
    expect(prefixPropertyRef("Hello", undefined)).toBe("Hello");
    expect(prefixPropertyRef("Hello", "R1")).toBe("Property ref R1: Hello");
  });
});

describe("contactFieldOf", () => {
  it("maps the nested body's paths to the form's fields", () => {
    expect(contactFieldOf(["lead_client", "tel_home"])).toBe("telHome");
    expect(contactFieldOf(["lead", "message"])).toBe("message");
    expect(contactFieldOf(["market_preferences", "opt_in_terms"])).toBeUndefined();
    expect(contactFieldOf(["lead", "agency_employee_id"])).toBeUndefined();
  });
});
