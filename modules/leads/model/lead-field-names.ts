// The lead calls' posted names, paths, fixed values and flash keys (spec §3, §7 "Leads", §8 "Flash keys"),
// without zod, so a form can render with these names at first paint and load its schema only when it is used.
import { LEAD_DO_NOT_CONTACT, LEAD_OPT_IN_TERMS } from "./lead-fields.ts";

export { LEAD_DO_NOT_CONTACT, LEAD_OPT_IN_TERMS };

/** spec §7: the lead calls. */
export const LEADS_PATH = "/leads";
export const FORM_SUBMISSIONS_PATH = "/form_submissions";

/**
 * Idempotency (ours; spec silent): one key per submission, made by the client (crypto.randomUUID()). A fetch
 * sends it as this header; a native form as the hidden field. The same key is stored once and answered alike.
 */
export const IDEMPOTENCY_KEY_HEADER = "Idempotency-Key";
export const IDEMPOTENCY_KEY_FIELD = "idempotency_key";
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,128}$/;
export function isValidIdempotencyKey(value: string): boolean {
  return IDEMPOTENCY_KEY.test(value);
}

/** spec §3 "Viewing lead form": the flat names a native form posts to /properties/{id}/{channel}/leads. */
export const VIEWING_FIELD_NAMES = {
  firstName: "lead_client[first_name]",
  lastName: "lead_client[last_name]",
  telHome: "lead_client[tel_home]",
  email: "lead_client[email]",
  houseNumber: "lead_client[house_number]",
  houseName: "lead_client[house_name]",
  streetAddress: "lead_client[street_address]",
  town: "lead_client[town]",
  county: "lead_client[county]",
  postcode: "lead_client[postcode]",
  message: "lead[message]",
  leadType: "lead[lead_type]",
  branchDepartmentId: "lead[branch_department_id]",
  optInTerms: "marketing_preferences[opt_in_terms]",
  doNotContact: "lead_client[do_not_contact]",
  /** The hidden honeypot (spec §3): a person never fills it. */
  honeypot: "lead_client[body]",
  idempotencyKey: IDEMPOTENCY_KEY_FIELD,
} as const;

/** spec §3: lead[lead_type] of a viewing lead; spec §7: lead_type of a department lead. */
export const VIEWING_LEAD_TYPE = "email_portal_lead";
export const DEPARTMENT_LEAD_TYPE = "branch_department_enquiry";

/** spec §7 "/form_submissions": the new-homes form's own names; each form field is form_submission[<name>]. */
export const NEW_HOMES_FIELD_NAMES = {
  formId: "f_id",
  redirectUrl: "redirect_url",
  honeypot: "hfhp",
  optInTerms: "marketing_preferences[opt_in_terms]",
  doNotContact: "do_not_contact",
  idempotencyKey: IDEMPOTENCY_KEY_FIELD,
} as const;
export function newHomesFieldName(fieldName: string): string {
  return `form_submission[${fieldName}]`;
}

/** spec §3 "Valuation request form": the eight fixed slots; booking_time is the first selected one. */
export const VALUATION_TIME_SLOTS = [
  { id: 1, time: "9:00", period: "am" },
  { id: 2, time: "10:00", period: "am" },
  { id: 3, time: "11:00", period: "am" },
  { id: 4, time: "12:00", period: "pm" },
  { id: 5, time: "13:00", period: "pm" },
  { id: 6, time: "14:00", period: "pm" },
  { id: 7, time: "15:00", period: "pm" },
  { id: 8, time: "16:00", period: "pm" },
] as const;
export type ValuationSlotTime = (typeof VALUATION_TIME_SLOTS)[number]["time"];

/** spec §7: street_address is house name + house number + street when a house number was entered. */
export function composeStreetAddress(parts: { houseName?: string; houseNumber?: string; street: string }) {
  const street = parts.street.trim();
  const houseNumber = parts.houseNumber?.trim() ?? "";
  if (houseNumber === "") return street;
  return [parts.houseName?.trim() ?? "", houseNumber, street].filter((part) => part !== "").join(" ");
}

/** spec §8 "Flash keys": what a lead post answers with (#/flash/{key}); docs/leads.md says when each applies. */
export const LEAD_FLASH = {
  sent: "welcome-lead-sent",
  error: "lead-sending-error",
  validation: "lead-sending-error-validation",
  captchaInvalid: "recaptcha-invalid",
  namesNotDifferent: "names-not-different",
  invalidMessageContent: "invalid-message-content",
  postcodeInvalid: "postcode-invalid",
  fileUploadError: "file-upload-error",
} as const;
export type LeadFlashKey = (typeof LEAD_FLASH)[keyof typeof LEAD_FLASH];
