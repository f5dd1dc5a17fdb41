// The marketing opt-ins for the agency's mailing tool (issue 15 item 5): every account that is opted in now,
// with the evidence of its latest opt-in (statement shown, page, time, address, browser), as CSV through the
// leads export's formula-neutralising writer (modules/leads/model/csv.ts), streamed in batches of 500 along
// users_marketing_idx. Audited.
import type { Db } from "../../../db/client.ts";
import { selectOptInBatch } from "../repos/visitors.ts";
import { csvRow, type CsvValue } from "../../leads/model/csv.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import type { SignedInStaff } from "../../staff/index.ts";

type OptIn = Awaited<ReturnType<typeof selectOptInBatch>>[number];

export const OPT_IN_CSV_COLUMNS: readonly { header: string; value: (row: OptIn) => CsvValue }[] = [
  { header: "user_id", value: (row) => row.id },
  { header: "email", value: (row) => row.email },
  { header: "title", value: (row) => row.title },
  { header: "first_name", value: (row) => row.firstName },
  { header: "last_name", value: (row) => row.lastName },
  { header: "postcode", value: (row) => row.postcode },
  { header: "opted_in_at", value: (row) => row.consentAt },
  { header: "consent_statement", value: (row) => row.consentStatement },
  { header: "consent_url", value: (row) => row.consentUrl },
  { header: "consent_ip", value: (row) => row.consentIp },
  { header: "consent_user_agent", value: (row) => row.consentUserAgent },
];

const BATCH = 500;

export function optInsCsvStream(db: Db): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const line = (values: readonly CsvValue[]) => encoder.encode(`${csvRow(values)}\r\n`);
  let lastId = 0;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(line(OPT_IN_CSV_COLUMNS.map((column) => column.header)));
      },
      async pull(controller) {
        const rows = await selectOptInBatch(db, lastId, BATCH);
        for (const row of rows)
          controller.enqueue(line(OPT_IN_CSV_COLUMNS.map((column) => column.value(row))));
        lastId = rows.at(-1)?.id ?? lastId;
        if (rows.length < BATCH) controller.close();
      },
    },
    { highWaterMark: 1 },
  );
}

export function auditOptInsExport(db: Db, staff: Pick<SignedInStaff, "id" | "email">, origin: AuditOrigin) {
  return recordAudit(db, {
    actor: { staffId: staff.id, email: staff.email },
    action: "visitor.optins-export",
    subject: "users",
    origin,
  });
}
