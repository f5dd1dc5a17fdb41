// /admin/reports/branches/{id} (issue 15 item 7; docs/admin.md "Reports"): a branch's leads by week and kind,
// time to first response by kind, and its listings by status now. A branch outside a manager's branches
// answers 404, as one that does not exist.
import { data } from "react-router";
import type { Route } from "./+types/branch";
import { adminBranchReportPath } from "../../../../modules/reports/model/report-urls.ts";
import { branchReport } from "../../../../modules/reports/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { adminHeaders } from "../require-staff.server.ts";
import { loadReportPage } from "./report-page.server.ts";
import { ReportPage } from "./report-view.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { report, page, status } = await loadReportPage(args, {
    kind: "branch",
    read: branchReport,
    path: adminBranchReportPath,
  });
  return data({ branch: report.branch, page }, { status, headers: adminHeaders(args.context) });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.branch.name ?? "Branch"} · Reports · Admin` },
];

export default function BranchReport({ loaderData }: Route.ComponentProps) {
  return (
    <ReportPage
      title={`${loaderData.branch.name}: branch report`}
      page={loaderData.page}
      intro={
        <>
          Leads that arrived in the range, by the agency&apos;s weeks (UK time, Monday to Sunday), spam left
          out. Time to first response runs from a lead&apos;s arrival to the first thing staff did with it (a
          status, an assignment or a note). Listings are counted by their status now.
        </>
      }
    />
  );
}
