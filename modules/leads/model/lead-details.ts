import { LEAD_STATUS_LABELS, type LeadStatus } from "./lead-inbox-terms.ts";
import { calendarDayText } from "./valuation/booking-dates.ts";

// What a lead's page shows of what the visitor sent (issue 14: "every field the visitor sent"): the stored
// payload is everything received (docs/leads.md "What is stored"), laid out as lines; a valuation's address and
// chosen booking are also read out on their own, whichever form (JSON or a native post's flat names) sent them.

export type PayloadLine = { label: string; value: string };

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** Every field, nested names joined with " › " ("lead_client › postcode"), in the order received. */
export function payloadLines(payload: Record<string, unknown>, prefix = ""): PayloadLine[] {
  const lines: PayloadLine[] = [];
  for (const [key, value] of Object.entries(payload)) {
    const label = prefix ? `${prefix} › ${key}` : key;
    if (value && typeof value === "object" && !Array.isArray(value)) {
      lines.push(...payloadLines(value as Record<string, unknown>, label));
    } else if (Array.isArray(value)) {
      lines.push({ label, value: value.map((item) => text(item)).join(", ") });
    } else {
      lines.push({ label, value: text(value) });
    }
  }
  return lines;
}

/** A field of a nested group, or of the flat name a native form posts (`lead_client[town]`). */
function field(payload: Record<string, unknown>, group: string, name: string): string {
  const nested = payload[group];
  const value =
    nested && typeof nested === "object"
      ? (nested as Record<string, unknown>)[name]
      : payload[`${group}[${name}]`];
  return text(value).trim();
}

/** The address the visitor gave (a valuation's home, a viewing's own address), one line, or null. */
export function payloadAddress(payload: Record<string, unknown>): string | null {
  const parts = ["house_name", "house_number", "street_address", "town", "county", "postcode"]
    .map((name) => field(payload, "lead_client", name))
    .filter(Boolean);
  return parts.length ? parts.join(", ") : null;
}

/** The three-step valuation's chosen day and time slot ("14 December 2026 at 10:00"), or null. */
export function payloadBooking(payload: Record<string, unknown>): string | null {
  const day = Number(field(payload, "lead_booking", "booking_day"));
  const month = Number(field(payload, "lead_booking", "booking_month"));
  const year = Number(field(payload, "lead_booking", "booking_year"));
  const time = field(payload, "lead_booking", "booking_time");
  if (!day || !month || !year || month > 12) return null;
  return `${calendarDayText({ year, month, day })}${time ? ` at ${time}` : ""}`;
}

/** Which valuation form sent it: the three-step form books a slot, the single-step one does not. */
export function valuationForm(payload: Record<string, unknown>): "three-step" | "single-step" {
  return payload.lead_booking ? "three-step" : "single-step";
}

export type LeadEventLine = {
  kind: string;
  fromValue: string | null;
  toValue: string | null;
  /** An assignment's people, by name (null: nobody, or an account since removed). */
  fromName: string | null;
  toName: string | null;
};

/** One line of a lead's history: "Status: New → Contacted", "Assigned: nobody → Sam", "Note". */
export function describeLeadEvent(event: LeadEventLine): string {
  if (event.kind === "status") {
    const label = (value: string | null) => LEAD_STATUS_LABELS[value as LeadStatus] ?? value ?? "—";
    return `Status: ${label(event.fromValue)} → ${label(event.toValue)}`;
  }
  if (event.kind === "assignment") {
    const who = (id: string | null, name: string | null) =>
      id === null ? "nobody" : (name ?? `staff #${id}`);
    return `Assigned: ${who(event.fromValue, event.fromName)} → ${who(event.toValue, event.toName)}`;
  }
  if (event.kind === "reply") return `Replied by email: “${event.toValue ?? ""}”`;
  return "Note";
}
