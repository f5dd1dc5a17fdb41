// The contact forms' fields and as-you-type rules (spec §5 "Lead and profile fields": names, email, phone and
// message required), the same predicates the shared schemas (modules/leads/model/contact-lead.ts) are built from.
import {
  LEAD_MESSAGES,
  isValidEmail,
  isValidLeadPhone,
  isValidMessage,
  isValidPersonName,
} from "../../../modules/leads/model/lead-fields.ts";
import { required, type FieldRule } from "../../components/lead-form/field-rules.ts";

export type ContactField = "firstName" | "lastName" | "email" | "telHome" | "message";

export const CONTACT_RULES: Readonly<Record<ContactField, FieldRule>> = {
  firstName: required(isValidPersonName, LEAD_MESSAGES.firstName),
  lastName: required(isValidPersonName, LEAD_MESSAGES.lastName),
  email: required(isValidEmail, LEAD_MESSAGES.email),
  telHome: required(isValidLeadPhone, LEAD_MESSAGES.phone),
  message: required(isValidMessage, LEAD_MESSAGES.message),
};
