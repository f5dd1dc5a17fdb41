// POST /leads carries three kinds of body (spec §7 "Leads"); the body itself says which one it is:
// lead.is_valuation_request '1' → valuation; lead.agency_employee_id → staff; otherwise an office lead,
// a branch one when lead.is_branch_lead is 1, else a department one.
export type JsonLeadKind = "valuation" | "staff" | "office";

function leadPart(body: unknown): Record<string, unknown> {
  if (!body || typeof body !== "object") return {};
  const lead = (body as Record<string, unknown>).lead;
  return lead && typeof lead === "object" && !Array.isArray(lead) ? (lead as Record<string, unknown>) : {};
}

const isSet = (value: unknown) => value !== undefined && value !== null && value !== "";

export function jsonLeadKind(body: unknown): JsonLeadKind {
  const lead = leadPart(body);
  if (String(lead.is_valuation_request ?? "") === "1") return "valuation";
  if (isSet(lead.agency_employee_id)) return "staff";
  return "office";
}
