// Parses the JSON bodies of POST /leads from 'Contact {name}' (a staff member) and 'Contact office' (a
// department or a branch), spec §7 "Leads". The spec names the terms object market_preferences for these two;
// marketing_preferences (the other lead forms' name) is accepted as well. Shared by the modals and the server.
import { z } from "zod";

import { DEPARTMENT_LEAD_TYPE } from "./lead-field-names.ts";
import {
  flagOne,
  leadClientIdentity,
  leadField,
  MAX_LENGTH,
  nested,
  optionalId,
  optionalText,
  requiredId,
} from "./lead-schema-parts.ts";

/** Ours: the staff member to contact is not one we know (the modal always sends the id). */
export const INVALID_STAFF_MEMBER = "Please choose who to contact";

const contactClient = () => nested(leadClientIdentity());

/** The terms answer under the spec's market_preferences, taken from marketing_preferences when only that came. */
function withTermsUnderMarketPreferences(body: unknown): unknown {
  if (!body || typeof body !== "object" || Array.isArray(body)) return body;
  const record = body as Record<string, unknown>;
  if (record.market_preferences !== undefined || record.marketing_preferences === undefined) return body;
  return { ...record, market_preferences: record.marketing_preferences };
}

const terms = () => nested({ opt_in_terms: leadField.terms() });
const channel = () => optionalText(() => true, "Please choose a valid channel", 20);

export const staffLeadSchema = z.preprocess(
  withTermsUnderMarketPreferences,
  z.object({
    lead_client: contactClient(),
    lead: nested({
      message: leadField.message(),
      agency_employee_id: requiredId(INVALID_STAFF_MEMBER),
      channel: channel(),
      // Ours (optional): the property page the visitor wrote from.
      property_id: optionalId(),
    }),
    market_preferences: terms(),
    idempotency_key: leadField.idempotencyKey(),
  }),
);

export const officeLeadSchema = z.preprocess(
  withTermsUnderMarketPreferences,
  z.object({
    lead_client: contactClient(),
    lead: nested({
      // spec §7: lead_type for a department; is_branch_lead=1 and branch_id for a branch.
      lead_type: z.literal(DEPARTMENT_LEAD_TYPE).optional(),
      is_branch_lead: flagOne().optional(),
      branch_id: optionalId(),
      branch_department_id: optionalId(),
      // The property ref is already prefixed by the modal on a property page (spec §7).
      message: leadField.message(),
      channel: channel(),
      property_id: optionalId(),
    }),
    market_preferences: terms(),
    idempotency_key: leadField.idempotencyKey(),
  }),
);

export type StaffLeadInput = z.infer<typeof staffLeadSchema>;
export type OfficeLeadInput = z.infer<typeof officeLeadSchema>;

/** spec §7: is_branch_lead=1 makes a branch lead; otherwise it is a department lead. */
export function officeLeadKind(input: OfficeLeadInput): "branch" | "department" {
  return input.lead.is_branch_lead === "1" ? "branch" : "department";
}

/** How long a message may be (shared with the forms' maxLength). */
export const CONTACT_MESSAGE_MAX_LENGTH = MAX_LENGTH.message;
