// Parses the 'Book a viewing' form (spec §3 "Viewing lead form") as posted natively, with its flat names, to
// POST /properties/{id}/{channel}/leads; rules and messages of spec §5 "Lead and profile fields". The browser
// form and the server use this one schema; the form loads it lazily (zod stays out of the first render).
import { z } from "zod";

import { LEAD_MESSAGES } from "./lead-fields.ts";
import { VIEWING_FIELD_NAMES as F, VIEWING_LEAD_TYPE } from "./lead-field-names.ts";
import { leadField, MAX_LENGTH, optionalId, optionalText } from "./lead-schema-parts.ts";

export { VIEWING_FIELD_NAMES, VIEWING_LEAD_TYPE } from "./lead-field-names.ts";

const anyText = () => true;
// spec §5: the viewing form's address fields are optional; they are kept as typed (short lines).
const addressLine = (message: string) => optionalText(anyText, message, MAX_LENGTH.line);

export const viewingLeadSchema = z.object({
  [F.firstName]: leadField.firstName(),
  [F.lastName]: leadField.lastName(),
  [F.telHome]: leadField.phone(),
  [F.email]: leadField.email(),
  [F.houseNumber]: addressLine(LEAD_MESSAGES.houseNumber),
  [F.houseName]: addressLine(LEAD_MESSAGES.street),
  [F.streetAddress]: addressLine(LEAD_MESSAGES.street),
  [F.town]: addressLine(LEAD_MESSAGES.town),
  [F.county]: addressLine(LEAD_MESSAGES.county),
  // Optional, but a postcode that is given must be one (the server answers postcode-invalid otherwise).
  [F.postcode]: leadField.optionalPostcode(),
  [F.message]: leadField.message(),
  // spec §3: fixed to email_portal_lead.
  [F.leadType]: z.literal(VIEWING_LEAD_TYPE).default(VIEWING_LEAD_TYPE),
  [F.branchDepartmentId]: optionalId(),
  [F.optInTerms]: leadField.terms(),
  [F.doNotContact]: leadField.doNotContact(),
  [F.idempotencyKey]: leadField.idempotencyKey(),
});

export type ViewingLeadInput = z.infer<typeof viewingLeadSchema>;
