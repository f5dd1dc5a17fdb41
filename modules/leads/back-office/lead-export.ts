// The inbox's CSV export (issue 14: "the export we have, now from the UI and working on PGlite while the server
// runs"): the leads of the current filter, in the scope, streamed in batches along the list's index, with the
// command-line export's columns (modules/leads/use-cases/export.ts) then the inbox's own, through the same
// formula-neutralising CSV writer (modules/leads/model/csv.ts).
import type { Db } from "../../../db/client.ts";
import { selectInboxBatch, type LeadRow } from "../repos/lead-inbox.ts";
import type { LeadFilters } from "../model/lead-inbox.ts";
import { csvRow } from "../model/csv.ts";
import { LEAD_CSV_COLUMNS, type LeadCsvColumn } from "../use-cases/export.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import { inboxQuery, type InboxStaff } from "./lead-inbox.ts";

const INBOX_COLUMNS: readonly LeadCsvColumn[] = [
  { header: "status", value: (lead) => lead.status },
  { header: "assigned_staff_user_id", value: (lead) => lead.assignedStaffUserId },
  { header: "first_response_at", value: (lead) => lead.firstResponseAt },
];

export const INBOX_CSV_COLUMNS: readonly LeadCsvColumn[] = [...LEAD_CSV_COLUMNS, ...INBOX_COLUMNS];

const BATCH = 500;

/** The CSV as a stream: one query per 500 leads, pulled as the client reads (memory stays flat). */
export function leadsCsvStream(db: Db, staff: InboxStaff, filters: LeadFilters): ReadableStream<Uint8Array> {
  const query = inboxQuery(staff, filters);
  const encoder = new TextEncoder();
  const line = (values: Parameters<typeof csvRow>[0]) => encoder.encode(`${csvRow(values)}\r\n`);
  let lastId: number | null = null;
  let done = false;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(line(INBOX_CSV_COLUMNS.map((column) => column.header)));
      },
      async pull(controller) {
        if (done) return;
        const rows: LeadRow[] = await selectInboxBatch(db, query, lastId, BATCH);
        for (const row of rows)
          controller.enqueue(line(INBOX_CSV_COLUMNS.map((column) => column.value(row))));
        lastId = rows.at(-1)?.id ?? lastId;
        if (rows.length < BATCH) {
          done = true;
          controller.close();
        }
      },
    },
    { highWaterMark: 1 },
  );
}

/** An export takes people's details out of the system: the audit log says who took which filter. */
export function auditLeadsExport(db: Db, staff: InboxStaff, filters: LeadFilters, origin: AuditOrigin) {
  return recordAudit(db, {
    actor: { staffId: staff.id, email: staff.email },
    action: "lead.export",
    subject: "leads",
    after: { filters },
    origin,
  });
}
