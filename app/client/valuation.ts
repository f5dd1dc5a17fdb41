// Browser calls of Book a Valuation (spec §7 "Leads" → Valuation): the JSON post to /leads with its idempotency
// key, and the shared schema's check, loaded only when a visitor submits so no page's first render needs zod.
import { IDEMPOTENCY_KEY_HEADER, LEADS_PATH } from "../../modules/leads/model/lead-field-names.ts";
import type { CalendarDay } from "../../modules/leads/model/valuation/booking-dates.ts";
import type { ValuationRequestBody } from "../../modules/leads/model/valuation/request-body.ts";

/**
 * One key per opened form, reused when the visitor retries, so a repeated or doubled submission is stored once.
 * crypto.randomUUID needs a secure context; a site served over plain http still gets 122 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * POST /leads (JSON, Accept JSON). True on a 200; anything else is the spec's failure (spec §8: "The response
 * body is not read"). A network failure is a failure too, never an exception the form must catch.
 */
export async function sendValuationRequest(
  body: ValuationRequestBody,
  idempotencyKey: string,
): Promise<boolean> {
  try {
    const response = await fetch(LEADS_PATH, {
      method: "POST",
      credentials: "same-origin",
      headers: {
        Accept: "application/json",
        "Content-Type": "application/json",
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      },
      body: JSON.stringify(body),
    });
    return response.status === 200;
  } catch (error) {
    console.error("Valuation request failed", error);
    return false;
  }
}

/**
 * The server's own schema over the body (spec: one schema on both sides). The fields were checked as typed with
 * the same rules, so issues here are rare (a length limit); they are answered so the form can show them.
 */
export async function valuationBodyIssues(
  body: ValuationRequestBody,
): Promise<{ path: readonly PropertyKey[]; message: string }[]> {
  await import("../zod-config.ts"); // before any schema is built: see the file
  const { valuationLeadSchema } = await import("../../modules/leads/model/valuation-lead.ts");
  const parsed = valuationLeadSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues;
}

/** Today in the visitor's own calendar: bookable dates start the day after. */
export function localToday(now: Date = new Date()): CalendarDay {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}
