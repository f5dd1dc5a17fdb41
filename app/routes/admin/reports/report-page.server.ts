// The loader of a branch's or a listing's report page (report-view.tsx ReportPage): the staff guard, the range
// asked for, the report (a branch or listing outside the staff member's scope answers 404, as one that does not
// exist), then what the page shows: the range form's state, the back link and each table with its CSV link; and
// its status (400 for a refused range, whose tables are not shown).
import type { AppLoadContext } from "react-router";
import type { ReportRange, ReportTable } from "../../../../modules/reports/model/report-chart.ts";
import { adminReportCsvPath, adminReportsPath } from "../../../../modules/reports/model/report-urls.ts";
import { readReportRange } from "../../../../modules/reports/index.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import type { SignedInStaff } from "../../../../modules/staff/index.ts";
import type { Services } from "../../../../platform/services.ts";
import { ADMIN_HEADERS, requireStaff, routeId } from "../require-staff.server.ts";
import type { ReportPageData } from "./report-view.tsx";

/** What the report is about: a branch or a listing, how to read its report, and its page's address. */
export type ReportSubject<Report> = {
  kind: "branch" | "listing";
  read: (db: Services["db"], staff: SignedInStaff, id: number, range: ReportRange) => Promise<Report | null>;
  path: (id: number) => string;
};

export async function loadReportPage<Report extends { tables: ReportTable[] }>(
  { request, params, context }: { request: Request; params: { id?: string }; context: AppLoadContext },
  subject: ReportSubject<Report>,
): Promise<{ report: Report; page: ReportPageData; status: 200 | 400 }> {
  const staff = await requireStaff(request, context.services, rolesFor("reports"));
  const parsed = readReportRange(new URL(request.url).searchParams);
  const id = routeId(params.id);
  const report = await subject.read(context.services.db, staff, id, parsed.range);
  if (!report) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const { range } = parsed;
  return {
    report,
    page: {
      action: subject.path(id),
      back: adminReportsPath(parsed.ok ? range : null),
      view: { range, errors: parsed.ok ? {} : parsed.errors },
      sections: parsed.ok
        ? report.tables.map((table) => ({
            table,
            csvHref: adminReportCsvPath({ kind: subject.kind, id }, table.key, range),
          }))
        : [],
    },
    status: parsed.ok ? 200 : 400,
  };
}
