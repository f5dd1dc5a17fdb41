// Parses the 'Book a valuation' JSON body of POST /leads (spec §7 "Leads", Valuation): nested lead_client,
// lead, marketing_preferences and, from the three-step form, lead_booking; rules and messages of spec §5
// "Valuation and lead forms". Shared by the browser flows (loaded lazily) and the server.
import { z } from "zod";

import { isValidAddressText, LEAD_MESSAGES } from "./lead-fields.ts";
import { VALUATION_TIME_SLOTS, type ValuationSlotTime } from "./lead-field-names.ts";
import {
  flagOne,
  leadClientIdentity,
  leadField,
  MAX_LENGTH,
  nested,
  optionalId,
  optionalText,
  requiredText,
} from "./lead-schema-parts.ts";

export { composeStreetAddress, VALUATION_TIME_SLOTS } from "./lead-field-names.ts";

const SLOT_TIMES = VALUATION_TIME_SLOTS.map((slot) => slot.time) as [
  ValuationSlotTime,
  ...ValuationSlotTime[],
];
/** Ours (the spec has no text for it): a booking day that is not a calendar date. */
export const INVALID_BOOKING_DATE = "Please select a valid date";

const datePart = (min: number, max: number) =>
  z.coerce
    .number({ error: INVALID_BOOKING_DATE })
    .int(INVALID_BOOKING_DATE)
    .min(min, INVALID_BOOKING_DATE)
    .max(max, INVALID_BOOKING_DATE);

/** spec §7: the three-step form's booking: the first selected slot of the chosen day. */
export const leadBookingSchema = z
  .object({
    book_viewing: z.literal("yes").default("yes"),
    booking_time: z.enum(SLOT_TIMES, { error: LEAD_MESSAGES.timeSlot }),
    booking_day: datePart(1, 31),
    booking_month: datePart(1, 12),
    booking_year: datePart(2000, 2200),
  })
  .refine(
    ({ booking_day: day, booking_month: month, booking_year: year }) =>
      new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day,
    { message: INVALID_BOOKING_DATE, path: ["booking_day"] },
  );

export const valuationLeadSchema = z.object({
  lead_client: nested({
    ...leadClientIdentity(),
    street_address: requiredText(isValidAddressText, LEAD_MESSAGES.street, MAX_LENGTH.line),
    town: requiredText(isValidAddressText, LEAD_MESSAGES.town, MAX_LENGTH.line),
    county: optionalText(isValidAddressText, LEAD_MESSAGES.county, MAX_LENGTH.line),
    postcode: leadField.postcode(),
  }),
  lead: nested({
    valuation_reason: optionalText(() => true, "Please choose a valid reason", MAX_LENGTH.line),
    message: leadField.optionalMessage(),
    is_valuation_request: flagOne(),
    // From the postcode branch lookup, else the property's branch (spec §7); none → the agency's main email.
    branch_id: optionalId(),
    // spec §3: selling, or letting for a lettings property.
    channel: z.enum(["selling", "letting"]).default("selling"),
  }),
  lead_booking: leadBookingSchema.optional(),
  marketing_preferences: nested({ opt_in_terms: leadField.terms() }),
  idempotency_key: leadField.idempotencyKey(),
});

export type ValuationLeadInput = z.infer<typeof valuationLeadSchema>;
