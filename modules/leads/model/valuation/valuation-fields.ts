// The valuation request form's fields and their rules (spec §3 "Valuation request form", §5 "Valuation and lead
// forms"), checked as they are typed with the zod-free predicates of modules/leads/model/lead-fields.ts; the server
// parses the same request with valuationLeadSchema (modules/leads/model/valuation-lead.ts).
import {
  LEAD_MESSAGES,
  isBlank,
  isValidAddressText,
  isValidEmail,
  isValidHouseNumber,
  isValidLeadPhone,
  isValidPersonName,
  isValidPostcode,
} from "../lead-fields.ts";

/** spec §3: letting for a lettings property, else selling. */
export type ValuationChannel = "selling" | "letting";

export type ValuationFields = {
  first_name: string;
  last_name: string;
  email: string;
  tel_home: string;
  house_number: string;
  house_name: string;
  street: string;
  town: string;
  county: string;
  postcode: string;
  message: string;
  /** The honeypot (spec §5: must stay empty). */
  body: string;
};

export type ValuationFieldName = keyof ValuationFields;

export const emptyValuationFields: ValuationFields = {
  first_name: "",
  last_name: "",
  email: "",
  tel_home: "",
  house_number: "",
  house_name: "",
  street: "",
  town: "",
  county: "",
  postcode: "",
  message: "",
  body: "",
};

export const PERSON_FIELDS = ["first_name", "last_name", "email", "tel_home"] as const;
export const ADDRESS_FIELDS = ["house_number", "house_name", "street", "town", "county", "postcode"] as const;
export type AddressFieldName = (typeof ADDRESS_FIELDS)[number];

/** Each field's message when its value breaks its rule, or null when it is fine (spec §5). */
export function fieldError(name: ValuationFieldName, value: string): string | null {
  switch (name) {
    case "first_name":
      return isValidPersonName(value) ? null : LEAD_MESSAGES.firstName;
    case "last_name":
      return isValidPersonName(value) ? null : LEAD_MESSAGES.lastName;
    case "email":
      return isValidEmail(value) ? null : LEAD_MESSAGES.email;
    case "tel_home":
      return isValidLeadPhone(value) ? null : LEAD_MESSAGES.phone;
    case "house_number":
      return isValidHouseNumber(value) ? null : LEAD_MESSAGES.houseNumber;
    case "street":
      return isValidAddressText(value) ? null : LEAD_MESSAGES.street;
    case "town":
      return isValidAddressText(value) ? null : LEAD_MESSAGES.town;
    // County is optional; when given it must read as a place name.
    case "county":
      return isBlank(value) || isValidAddressText(value) ? null : LEAD_MESSAGES.county;
    case "postcode":
      return isValidPostcode(value) ? null : LEAD_MESSAGES.postcode;
    case "house_name":
    case "message":
    case "body":
      return null;
  }
}

/** Step 1's fields, and "address" for the address as a whole ('You must enter a valid address'). */
export type DetailsFieldName = ValuationFieldName | "address";
export type FieldErrors = Partial<Record<DetailsFieldName, string>>;

/**
 * The errors of the details part (step 1, or the whole single-step form). With the lookup on, an address must
 * have been chosen (spec §5: 'You must enter a valid address'); in manual entry each address field is checked.
 */
export function detailsErrors(
  fields: ValuationFields,
  address: { manual: boolean; chosen: boolean },
): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of PERSON_FIELDS) {
    const error = fieldError(name, fields[name]);
    if (error) errors[name] = error;
  }
  if (!address.manual && !address.chosen) {
    errors.address = LEAD_MESSAGES.address;
    return errors;
  }
  const addressErrors: FieldErrors = {};
  for (const name of ADDRESS_FIELDS) {
    const error = fieldError(name, fields[name]);
    if (error) addressErrors[name] = error;
  }
  // A looked-up address that lacks a required part (no street in the data) is not a valid address either.
  if (!address.manual && Object.keys(addressErrors).length > 0) errors.address = LEAD_MESSAGES.address;
  else Object.assign(errors, addressErrors);
  return errors;
}
