// The owner's forms of the advert rule settings (/admin/advert-rules), checked by this schema on the server; the
// page's native constraints are read off the same fields (domain/admin/form-constraints.ts).
import { z } from "zod";
import { EVIDENCE_YEARS_MAX, EVIDENCE_YEARS_MIN, PART_A_OUTCOMES } from "./advert-settings.ts";

export const PART_A_CHOICE_MESSAGE =
  "Please choose whether a listing missing a Part A item is held back or warned about";
export const EVIDENCE_YEARS_MESSAGE = `Please give a whole number of years from ${EVIDENCE_YEARS_MIN} to ${EVIDENCE_YEARS_MAX}`;

/** The evidence period as typed: whole years within the bounds (the page's min and max come from it). */
export const evidenceYearsField = z
  .string()
  .trim()
  .regex(/^\d+$/, EVIDENCE_YEARS_MESSAGE)
  .transform(Number)
  .pipe(
    z
      .number()
      .int()
      .min(EVIDENCE_YEARS_MIN, EVIDENCE_YEARS_MESSAGE)
      .max(EVIDENCE_YEARS_MAX, EVIDENCE_YEARS_MESSAGE),
  );

/** Each of the page's forms posts its own setting; a setting not posted stays as it is. */
export const advertSettingsSchema = z
  .object({
    partAMissing: z.enum(PART_A_OUTCOMES, { error: PART_A_CHOICE_MESSAGE }),
    evidenceYears: evidenceYearsField,
  })
  .partial();
