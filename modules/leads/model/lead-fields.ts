// The lead forms' field rules and messages (spec §5 "Lead and profile fields", "Valuation and lead forms"),
// as plain predicates so a form can check a field as it is typed without loading zod; the zod schemas of each
// lead (modules/leads/model/*-lead.ts) are built from these same rules, and the server parses with those schemas.

export const LEAD_MESSAGES = {
  firstName: "Please enter a valid first name",
  lastName: "Please enter a valid last name",
  email: "Please enter a valid email",
  phone: "Please enter a valid phone number",
  message: "Please enter a valid message",
  terms: "You must agree to our terms & conditions",
  houseNumber: "Please enter a valid house number",
  street: "Please enter a valid street",
  town: "Please enter a valid town",
  county: "Please enter a valid county",
  postcode: "Please enter a valid postcode",
  address: "You must enter a valid address",
  timeSlot: "Please select a valid time slot",
  fileTooLarge: "File size can't be over 10mb",
  fileRequired: "! Please fill in this field.",
  addressNotFound: "Sorry we couldn't find that address",
  valuationFailed: "Valuation request failed. Please try again.",
  requestFailed: "Request failed. Please try again.",
  noBranchTitle: "We are sorry",
  noBranchText: "We don't have agents near your property",
} as const;

/** New-homes required blanks (spec §5): 'Please enter a valid {friendly name}'. */
export function requiredFieldMessage(friendlyName: string): string {
  return `Please enter a valid ${friendlyName}`;
}

/** spec §9: maximum upload 10 MB. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** spec §9: lead forms always send do_not_contact '1' and opt_in_terms 'on'. */
export const LEAD_DO_NOT_CONTACT = "1";
export const LEAD_OPT_IN_TERMS = "on";

/**
 * The lead forms' terms box as the visitor reads it (app/components/lead-form/terms-checkbox.tsx renders these
 * parts), and so the statement each lead's consent evidence records (issue 16), with the page it links to.
 */
export const LEAD_TERMS_BOX = {
  before: "I agree to the",
  link: "terms & conditions",
  href: "/terms",
} as const;
export const LEAD_TERMS_STATEMENT = `${LEAD_TERMS_BOX.before} ${LEAD_TERMS_BOX.link} (${LEAD_TERMS_BOX.href})`;

/** spec §5: an empty or whitespace-only field is invalid. */
export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.trim() === "";
}

// Letters (accented included), spaces and hyphens; apostrophes are allowed too (O'Brien, D'Arcy), since a
// professional UK site cannot refuse common surnames.
const PERSON_NAME = /^[\p{L}\p{M}' -]+$/u;
export function isValidPersonName(value: string): boolean {
  return !isBlank(value) && PERSON_NAME.test(value.trim());
}

// "Standard address pattern": something@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** spec §5: digits only, at least 6 characters (viewing form tel_home / tel_mobile). */
export function isValidLeadPhone(value: string): boolean {
  return /^\d{6,}$/.test(value.trim());
}

/** spec §5 "Phone input rejects typed letters": what a phone input keeps of what was typed. */
export function keepPhoneCharacters(value: string): string {
  return value.replace(/\D/g, "");
}

export function isValidMessage(value: string): boolean {
  return !isBlank(value);
}

/** An optional house number must be a whole number (spec §3: "house_number (integer, optional)"). */
export function isValidHouseNumber(value: string): boolean {
  return isBlank(value) || /^\d+$/.test(value.trim());
}

// UK postcodes: outward code (A9, A99, A9A, AA9, AA99, AA9A) then inward code (9AA); the space is optional.
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;
export function isValidPostcode(value: string): boolean {
  return UK_POSTCODE.test(value.trim());
}

/** "bs14dj" → "BS1 4DJ": the form the agency and the lookups expect. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

/** Street, town and county: required ones must not be blank; letters, digits and common punctuation. */
const ADDRESS_TEXT = /^[\p{L}\p{M}\d' ,.&/()-]+$/u;
export function isValidAddressText(value: string): boolean {
  return !isBlank(value) && ADDRESS_TEXT.test(value.trim());
}
