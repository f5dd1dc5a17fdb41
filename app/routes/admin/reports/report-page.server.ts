// What a branch's or a listing's report page's loader hands its page (report-view.tsx ReportPage): the range
// form's state, the back link and each table with its CSV link; and its status (400 for a refused range, whose
// tables are not shown).
import type {
  RangeResult,
  ReportRange,
  ReportTable,
} from "../../../../modules/reports/model/report-chart.ts";
import { adminReportsPath } from "../../../../modules/reports/model/report-urls.ts";
import type { ReportPageData } from "./report-view.tsx";

export function reportPageData(
  parsed: RangeResult,
  tables: ReportTable[],
  action: string,
  csvHref: (table: string, range: ReportRange) => string,
): { page: ReportPageData; status: 200 | 400 } {
  const { range } = parsed;
  return {
    page: {
      action,
      back: adminReportsPath(parsed.ok ? range : null),
      view: { range, errors: parsed.ok ? {} : parsed.errors },
      sections: parsed.ok ? tables.map((table) => ({ table, csvHref: csvHref(table.key, range) })) : [],
    },
    status: parsed.ok ? 200 : 400,
  };
}
