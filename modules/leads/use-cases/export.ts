// The agency gets its leads (issue 5 item 8): every lead since a date as CSV, one row per lead, with where it
// went, whether its emails went out, and everything the visitor sent (the payload, as JSON).
import type { Db } from "../../../db/client.ts";
import { selectLeadsSince, type LeadRow } from "../repos/leads.ts";
import { toCsv, type CsvValue } from "../model/csv.ts";

export type LeadCsvColumn = { header: string; value: (lead: LeadRow) => CsvValue };

/** The export's columns, also the back office's export's first columns (modules/leads/back-office/lead-export.ts). */
export const LEAD_CSV_COLUMNS: readonly LeadCsvColumn[] = [
  { header: "id", value: (lead) => lead.id },
  { header: "created_at", value: (lead) => lead.createdAt },
  { header: "kind", value: (lead) => lead.kind },
  { header: "delivery_status", value: (lead) => lead.deliveryStatus },
  { header: "first_name", value: (lead) => lead.firstName },
  { header: "last_name", value: (lead) => lead.lastName },
  { header: "email", value: (lead) => lead.email },
  { header: "telephone", value: (lead) => lead.telephone },
  { header: "message", value: (lead) => lead.message },
  { header: "channel", value: (lead) => lead.channel },
  { header: "property_id", value: (lead) => lead.propertyId },
  { header: "branch_id", value: (lead) => lead.branchId },
  { header: "department_id", value: (lead) => lead.departmentId },
  { header: "staff_id", value: (lead) => lead.staffId },
  { header: "payload", value: (lead) => JSON.stringify(lead.payload) },
];

export async function exportLeadsCsv(db: Db, since: Date): Promise<{ csv: string; count: number }> {
  const leads = await selectLeadsSince(db, since);
  return { csv: toCsv(LEAD_CSV_COLUMNS, leads), count: leads.length };
}

/** --since: a calendar date (YYYY-MM-DD, midnight UTC) or a full ISO time; null when it is neither. */
export function parseSince(value: string | undefined): Date | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value)) return null;
  const date = new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}
