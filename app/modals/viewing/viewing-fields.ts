// The 'Book a viewing' form's fields (spec §3 "Viewing lead form") and the rules it checks as they are typed
// (spec §5 "Lead and profile fields": names, email, phone and message required; the address optional, a given
// postcode must be one). The same rules make the shared schema (modules/leads/model/viewing-lead.ts).
import {
  LEAD_MESSAGES,
  isValidEmail,
  isValidLeadPhone,
  isValidMessage,
  isValidPersonName,
  isValidPostcode,
} from "../../../modules/leads/model/lead-fields.ts";
import { VIEWING_FIELD_NAMES } from "../../../modules/leads/model/lead-field-names.ts";
import { optional, required, type FieldRule } from "../../components/lead-form/field-rules.ts";

export type ViewingField =
  | "firstName"
  | "lastName"
  | "telHome"
  | "email"
  | "houseNumber"
  | "houseName"
  | "streetAddress"
  | "town"
  | "county"
  | "postcode"
  | "message";

const anyText = () => true;

export const VIEWING_RULES: Readonly<Record<ViewingField, FieldRule>> = {
  firstName: required(isValidPersonName, LEAD_MESSAGES.firstName),
  lastName: required(isValidPersonName, LEAD_MESSAGES.lastName),
  telHome: required(isValidLeadPhone, LEAD_MESSAGES.phone),
  email: required(isValidEmail, LEAD_MESSAGES.email),
  houseNumber: optional(anyText, LEAD_MESSAGES.houseNumber),
  houseName: optional(anyText, LEAD_MESSAGES.street),
  streetAddress: optional(anyText, LEAD_MESSAGES.street),
  town: optional(anyText, LEAD_MESSAGES.town),
  county: optional(anyText, LEAD_MESSAGES.county),
  postcode: optional(isValidPostcode, LEAD_MESSAGES.postcode),
  message: required(isValidMessage, LEAD_MESSAGES.message),
};

/** The form's fields in order, with their labels and the browser hints that fill them. */
export const VIEWING_FIELDS: readonly {
  field: ViewingField;
  label: string;
  type?: "email" | "tel";
  autoComplete?:
    "given-name" | "family-name" | "tel" | "email" | "address-line1" | "address-level2" | "postal-code";
  multiline?: boolean;
  required?: boolean;
}[] = [
  { field: "firstName", required: true, label: "First name", autoComplete: "given-name" },
  { field: "lastName", required: true, label: "Last name", autoComplete: "family-name" },
  { field: "telHome", required: true, label: "Phone", type: "tel", autoComplete: "tel" },
  { field: "email", required: true, label: "Email", type: "email", autoComplete: "email" },
  { field: "houseNumber", label: "House number" },
  { field: "houseName", label: "House name" },
  { field: "streetAddress", label: "Street", autoComplete: "address-line1" },
  { field: "town", label: "Town", autoComplete: "address-level2" },
  { field: "county", label: "County" },
  { field: "postcode", label: "Postcode", autoComplete: "postal-code" },
  { field: "message", required: true, label: "Message", multiline: true },
];

/** The posted name of a field, and the field a posted name (a schema issue's path) belongs to. */
export function viewingFieldName(field: ViewingField): string {
  return VIEWING_FIELD_NAMES[field];
}

const FIELD_OF_NAME = new Map<PropertyKey, ViewingField>(
  (Object.keys(VIEWING_RULES) as ViewingField[]).map((field) => [VIEWING_FIELD_NAMES[field], field]),
);
export function viewingFieldOf(path: readonly PropertyKey[]): ViewingField | undefined {
  return path.length === 1 ? FIELD_OF_NAME.get(path[0]!) : undefined;
}

/** A starting message, so the agent knows which home at a glance; the visitor may change it. */
export function defaultViewingMessage(displayAddress: string | undefined): string {
  return displayAddress ? `I would like to arrange a viewing of ${displayAddress}.` : "";
}
