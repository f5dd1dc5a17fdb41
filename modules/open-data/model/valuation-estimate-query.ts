// The Instant Valuation's question (issue 5 item 3): one schema for the browser's form and for
// GET /valuation_estimate.ljson. Field names are the call's query parameters.
import { z } from "zod";
import { isValidPostcode, LEAD_MESSAGES, normalisePostcode } from "../../leads/model/lead-fields.ts";
import { isPropertyTypeFamily, MAX_BEDROOMS, type PropertyTypeFamily } from "./valuation-estimate.ts";

// spec §5 gives the postcode message; the other two are ours (the spec has no instant valuation form).
export const VALUATION_QUERY_MESSAGES = {
  postcode: LEAD_MESSAGES.postcode,
  propertyType: "Please choose a property type",
  bedrooms: "Please choose the number of bedrooms",
} as const;

export const valuationQuerySchema = z.object({
  postcode: z
    .string(VALUATION_QUERY_MESSAGES.postcode)
    .trim()
    .max(10, VALUATION_QUERY_MESSAGES.postcode)
    .refine(isValidPostcode, VALUATION_QUERY_MESSAGES.postcode)
    .transform(normalisePostcode),
  property_type: z
    .string(VALUATION_QUERY_MESSAGES.propertyType)
    .refine(
      (value): value is PropertyTypeFamily => isPropertyTypeFamily(value),
      VALUATION_QUERY_MESSAGES.propertyType,
    )
    .transform((value) => value as PropertyTypeFamily),
  bedrooms: z
    .string(VALUATION_QUERY_MESSAGES.bedrooms)
    .regex(/^\d{1,2}$/, VALUATION_QUERY_MESSAGES.bedrooms)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(0, VALUATION_QUERY_MESSAGES.bedrooms)
        .max(MAX_BEDROOMS, VALUATION_QUERY_MESSAGES.bedrooms),
    ),
});

export type ValuationQuery = z.output<typeof valuationQuerySchema>;

/** Field → first message, for a 422 answer or the form's error list. */
export function valuationQueryErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? "base");
    errors[field] ??= [issue.message];
  }
  return errors;
}
