// The shared lead schemas (client and server): names as posted, the spec §5 messages, fixed values.
import { describe, expect, it } from "vitest";
import { officeLeadKind, officeLeadSchema, staffLeadSchema } from "./contact-lead.ts";
import {
  composeStreetAddress,
  isValidIdempotencyKey,
  newHomesFieldName,
  VIEWING_FIELD_NAMES,
} from "./lead-field-names.ts";
import { jsonLeadKind } from "./lead-kind.ts";
import { validationFlash } from "./lead-outcome.ts";
import { leadFieldErrors } from "./lead-schema-parts.ts";
import { newHomesFileError, newHomesSubmissionSchema, type FormElement } from "./new-homes-submission.ts";
import { valuationLeadSchema } from "./valuation-lead.ts";
import { viewingLeadSchema } from "./viewing-lead.ts";

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  result.success ? {} : leadFieldErrors(result.error as Parameters<typeof leadFieldErrors>[0]);

describe("viewingLeadSchema", () => {
  const valid = {
    [VIEWING_FIELD_NAMES.firstName]: " Ann ",
    [VIEWING_FIELD_NAMES.lastName]: "Lee",
    [VIEWING_FIELD_NAMES.telHome]: "0123456",
    [VIEWING_FIELD_NAMES.email]: "ann@example.com",
    [VIEWING_FIELD_NAMES.message]: "Saturday?",
    [VIEWING_FIELD_NAMES.optInTerms]: "on",
    [VIEWING_FIELD_NAMES.postcode]: "",
    [VIEWING_FIELD_NAMES.branchDepartmentId]: "",
  };

  it("parses the flat names, trims, and fills the fixed values", () => {
    const parsed = viewingLeadSchema.parse(valid);
    expect(parsed["lead_client[first_name]"]).toBe("Ann");
    expect(parsed["lead[lead_type]"]).toBe("email_portal_lead");
    expect(parsed["lead_client[do_not_contact]"]).toBe("1");
    expect(parsed["lead_client[postcode]"]).toBeUndefined();
    expect(parsed["lead[branch_department_id]"]).toBeUndefined();
  });

  it("refuses an unticked terms box with the spec's message", () => {
    const { [VIEWING_FIELD_NAMES.optInTerms]: _terms, ...unticked } = valid;
    expect(errorsOf(viewingLeadSchema.safeParse(unticked))).toEqual({
      "marketing_preferences[opt_in_terms]": ["You must agree to our terms & conditions"],
    });
  });

  it("takes a given postcode only when it is one", () => {
    expect(errorsOf(viewingLeadSchema.safeParse({ ...valid, "lead_client[postcode]": "nope" }))).toEqual({
      "lead_client[postcode]": ["Please enter a valid postcode"],
    });
  });
});

describe("valuationLeadSchema", () => {
  const body = {
    lead_client: {
      first_name: "Val",
      last_name: "Owner",
      email: "v@example.com",
      tel_home: "0117900",
      street_address: "12 Mill Lane",
      town: "Bristol",
      postcode: "BS1 4DJ",
    },
    lead: { is_valuation_request: "1", branch_id: "3" },
    marketing_preferences: { opt_in_terms: "on" },
  };

  it("parses the nested body; branch_id as a number; channel selling by default", () => {
    const parsed = valuationLeadSchema.parse(body);
    expect(parsed.lead.branch_id).toBe(3);
    expect(parsed.lead.channel).toBe("selling");
    expect(parsed.lead_client.county).toBeUndefined();
  });

  it("checks the booking: one of the eight slots, a real date", () => {
    const booking = { booking_time: "16:00", booking_day: "29", booking_month: "2", booking_year: "2028" };
    expect(valuationLeadSchema.safeParse({ ...body, lead_booking: booking }).success).toBe(true);
    expect(
      errorsOf(
        valuationLeadSchema.safeParse({ ...body, lead_booking: { ...booking, booking_year: "2027" } }),
      ),
    ).toEqual({
      "lead_booking[booking_day]": ["Please select a valid date"],
    });
    expect(
      errorsOf(
        valuationLeadSchema.safeParse({ ...body, lead_booking: { ...booking, booking_time: "17:00" } }),
      ),
    ).toEqual({
      "lead_booking[booking_time]": ["Please select a valid time slot"],
    });
  });

  it("composes street_address from house name, number and street when a number was entered (spec §7)", () => {
    expect(composeStreetAddress({ houseName: "Rose Cottage", houseNumber: "12", street: "Mill Lane" })).toBe(
      "Rose Cottage 12 Mill Lane",
    );
    expect(composeStreetAddress({ houseName: "Rose Cottage", houseNumber: "", street: "Mill Lane" })).toBe(
      "Mill Lane",
    );
  });
});

describe("staff and office schemas", () => {
  const client = { first_name: "Sam", last_name: "Lee", email: "s@example.com", tel_home: "0770090" };

  it("take the terms under market_preferences (spec §7) or marketing_preferences", () => {
    const lead = { message: "Hi", agency_employee_id: 4 };
    expect(
      staffLeadSchema.safeParse({ lead_client: client, lead, market_preferences: { opt_in_terms: "on" } })
        .success,
    ).toBe(true);
    expect(
      staffLeadSchema.safeParse({ lead_client: client, lead, marketing_preferences: { opt_in_terms: "on" } })
        .success,
    ).toBe(true);
    expect(errorsOf(staffLeadSchema.safeParse({ lead_client: client, lead }))).toEqual({
      "market_preferences[opt_in_terms]": ["You must agree to our terms & conditions"],
    });
  });

  it("tell a branch lead from a department lead", () => {
    const terms = { market_preferences: { opt_in_terms: "on" } };
    const branch = officeLeadSchema.parse({
      lead_client: client,
      lead: { message: "Hi", branch_id: 1, is_branch_lead: 1 },
      ...terms,
    });
    const department = officeLeadSchema.parse({
      lead_client: client,
      lead: { message: "Hi", lead_type: "branch_department_enquiry", branch_department_id: "7" },
      ...terms,
    });
    expect(officeLeadKind(branch)).toBe("branch");
    expect(officeLeadKind(department)).toBe("department");
    expect(department.lead.branch_department_id).toBe(7);
  });
});

describe("jsonLeadKind", () => {
  it("reads the kind off the body (spec §7)", () => {
    expect(jsonLeadKind({ lead: { is_valuation_request: "1" } })).toBe("valuation");
    expect(jsonLeadKind({ lead: { is_valuation_request: 1 } })).toBe("valuation");
    expect(jsonLeadKind({ lead: { agency_employee_id: 3 } })).toBe("staff");
    expect(jsonLeadKind({ lead: { is_branch_lead: 1 } })).toBe("office");
    expect(jsonLeadKind(null)).toBe("office");
  });
});

describe("newHomesSubmissionSchema", () => {
  const elements: FormElement[] = [
    {
      fieldName: "development_of_interest",
      friendlyName: "Development",
      required: true,
      inputType: "text",
      fieldPostion: 1,
      disabled: true,
    },
    {
      fieldName: "first_name",
      friendlyName: "First name",
      required: true,
      inputType: "text",
      fieldPostion: 2,
    },
    {
      fieldName: "email",
      friendlyName: "Email address",
      required: true,
      inputType: "email",
      fieldPostion: 3,
    },
    {
      fieldName: "beds",
      friendlyName: "Bedrooms",
      required: true,
      inputType: "select",
      fieldPostion: 4,
      options: ["1", "2"],
    },
    { fieldName: "note", friendlyName: "Note", required: false, inputType: "textarea", fieldPostion: 5 },
    { fieldName: "plans", friendlyName: "Plans", required: true, inputType: "file", fieldPostion: 6 },
  ];
  const schema = newHomesSubmissionSchema(elements);

  it("requires each required, enabled field with its friendly name's message", () => {
    expect(errorsOf(schema.safeParse({ f_id: "1", [newHomesFieldName("beds")]: "default" }))).toEqual({
      "form_submission[first_name]": ["Please enter a valid First name"],
      "form_submission[email]": ["Please enter a valid Email address"],
      "form_submission[beds]": ["Please enter a valid Bedrooms"],
    });
  });

  it("accepts answers of the right kind; a disabled field is not required", () => {
    const parsed = schema.parse({
      f_id: "1",
      "form_submission[first_name]": "Nina",
      "form_submission[email]": "n@example.com",
      "form_submission[beds]": "2",
    });
    expect(parsed).toMatchObject({ f_id: 1, "form_submission[first_name]": "Nina" });
    expect(errorsOf(schema.safeParse({ ...parsed, "form_submission[beds]": "9" }))).toEqual({
      "form_submission[beds]": ["Please enter a valid Bedrooms"],
    });
  });

  it("checks files by presence and size (spec §5, §9)", () => {
    const plans = elements[5]!;
    expect(newHomesFileError(plans, null)).toBe("! Please fill in this field.");
    expect(newHomesFileError(plans, { size: 0 })).toBe("! Please fill in this field.");
    expect(newHomesFileError(plans, { size: 10 * 1024 * 1024 })).toBeNull();
    expect(newHomesFileError(plans, { size: 10 * 1024 * 1024 + 1 })).toBe("File size can't be over 10mb");
    expect(newHomesFileError({ ...plans, required: false }, null)).toBeNull();
  });
});

describe("validationFlash and keys", () => {
  it("says postcode-invalid only when the postcode is all that is wrong", () => {
    expect(validationFlash({ "lead_client[postcode]": ["x"] })).toBe("postcode-invalid");
    expect(validationFlash({ "lead_client[postcode]": ["x"], "lead[message]": ["y"] })).toBe(
      "lead-sending-error-validation",
    );
  });
  it("accepts UUIDs as idempotency keys, not arbitrary text", () => {
    expect(isValidIdempotencyKey(crypto.randomUUID())).toBe(true);
    expect(isValidIdempotencyKey("a b")).toBe(false);
    expect(isValidIdempotencyKey("short")).toBe(false);
  });
});
