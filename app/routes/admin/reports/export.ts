// GET /admin/reports/export.csv?report=site|branch|listing&id=&table=&from=&to= (issue 15 item 7): one table of a
// report as CSV, the figures its page shows (durations in seconds), written by the leads export's CSV writer.
// The same roles and scope as the pages: a branch or listing outside a manager's answers 404. Not audited: a
// report holds no personal data.
import type { Route } from "./+types/export";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { findReportTable, readReportRange, reportTableCsv } from "../../../../modules/reports/index.ts";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("reports"));
  const params = new URL(request.url).searchParams;
  const parsed = readReportRange(params);
  if (!parsed.ok) {
    const message = Object.values(parsed.errors).join(" ");
    return new Response(message, {
      status: 400,
      headers: { ...ADMIN_HEADERS, "Content-Type": "text/plain" },
    });
  }
  // A site report has no id; a branch's or a listing's with none that parses names no row (ids start at 1).
  const report = { kind: params.get("report") ?? "", id: parseId(params.get("id") ?? undefined) ?? 0 };
  const key = params.get("table") ?? "";
  const table = await findReportTable(context.services.db, staff, report, key, parsed.range, parsed.today);
  if (!table) return new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const headers = adminHeaders(context);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  const name = [
    report.kind,
    report.kind === "site" ? null : report.id,
    key,
    parsed.range.from,
    parsed.range.to,
  ]
    .filter((part) => part !== null)
    .join("-");
  headers.set("Content-Disposition", `attachment; filename="report-${name}.csv"`);
  return new Response(reportTableCsv(table), { headers });
}
