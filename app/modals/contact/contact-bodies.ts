// The JSON bodies of POST /leads from 'Contact {name}' and 'Contact office' (spec §7 "Leads"), built from what
// the visitor typed and what the page knows. Pure, so every rule here is unit-tested.
//   staff:       lead_client{…}, lead{message, agency_employee_id, channel}, market_preferences{opt_in_terms}
//   department:  lead{lead_type='branch_department_enquiry', branch_department_id, message}
//   branch:      lead{branch_id, is_branch_lead=1, message}
// On a property page the office message starts with the property's reference (spec §7), and both carry the
// property id (ours, optional) so the agent can open the listing.
import { DEPARTMENT_LEAD_TYPE } from "../../../modules/leads/model/lead-field-names.ts";
import { LEAD_DO_NOT_CONTACT, LEAD_OPT_IN_TERMS } from "../../../modules/leads/model/lead-fields.ts";

export type ContactValues = {
  firstName: string;
  lastName: string;
  email: string;
  telHome: string;
  message: string;
  /** The honeypot, sent as typed (spec §7 lead_client.body): the server drops a lead that has one. */
  body: string;
};

export type ContactProperty = { id: number; channel: string; reference: string };

/** spec §7: the office message "prefixed with the property ref on a property page". */
export function prefixPropertyRef(message: string, reference: string | undefined): string {
  return reference ? `Property ref ${reference}: ${message}` : message;
}

function leadClient(values: ContactValues) {
  return {
    first_name: values.firstName,
    last_name: values.lastName,
    body: values.body,
    email: values.email,
    tel_home: values.telHome,
    do_not_contact: LEAD_DO_NOT_CONTACT,
  };
}

const terms = { opt_in_terms: LEAD_OPT_IN_TERMS };

export function staffLeadBody(
  values: ContactValues,
  staffMemberId: number,
  property: ContactProperty | undefined,
  captchaToken: string | null,
) {
  return {
    ...(captchaToken === null ? {} : { "g-recaptcha-response": captchaToken }),
    lead_client: leadClient(values),
    lead: {
      message: values.message,
      agency_employee_id: staffMemberId,
      ...(property ? { channel: property.channel, property_id: property.id } : {}),
    },
    market_preferences: terms,
  };
}

/** Who an office enquiry goes to (spec §3 "Department or branch contact data"). */
export type OfficeTarget = {
  departmentId?: number;
  branchId?: number;
  propertyId?: number;
  propertyRef?: string;
};

export function officeLeadBody(
  values: ContactValues,
  target: OfficeTarget,
  channel: string | undefined,
  captchaToken: string | null,
) {
  const office =
    target.departmentId !== undefined
      ? { lead_type: DEPARTMENT_LEAD_TYPE, branch_department_id: target.departmentId }
      : { branch_id: target.branchId, is_branch_lead: "1" };
  return {
    ...(captchaToken === null ? {} : { "g-recaptcha-response": captchaToken }),
    lead_client: leadClient(values),
    lead: {
      ...office,
      message: prefixPropertyRef(values.message, target.propertyRef),
      ...(channel ? { channel } : {}),
      ...(target.propertyId === undefined ? {} : { property_id: target.propertyId }),
    },
    market_preferences: terms,
  };
}

/** The form field a schema issue's path names (["lead_client", "email"] → "email"). */
export function contactFieldOf(path: readonly PropertyKey[]): keyof ContactValues | undefined {
  const [group, key] = path;
  if (group === "lead" && key === "message") return "message";
  if (group !== "lead_client") return undefined;
  const fields: Record<string, keyof ContactValues> = {
    first_name: "firstName",
    last_name: "lastName",
    email: "email",
    tel_home: "telHome",
  };
  return typeof key === "string" ? fields[key] : undefined;
}
