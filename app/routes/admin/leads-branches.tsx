// /admin/leads/branches (issue 14: "time to first response is shown per lead and per branch"): for each branch
// in the member of staff's scope, its new leads now and, over the last 30 days (spam left out), how many leads
// came, how many staff have acted on, and the median time to that first response (docs/admin.md).
import { data } from "react-router";
import type { Route } from "./+types/leads-branches";
import { ADMIN_LEADS_PATH, adminLeadsListPath } from "../../../domain/admin/admin-urls.ts";
import { leadFilterQuery } from "../../../modules/leads/model/lead-inbox.ts";
import { formatResponseTime } from "../../../modules/leads/model/lead-inbox-format.ts";
import { RESPONSE_WINDOW_DAYS } from "../../../modules/leads/model/lead-inbox-terms.ts";
import { rolesFor } from "../../../modules/staff/model/roles.ts";
import { branchResponseTimes } from "../../../modules/leads/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { adminHeaders, requireStaff } from "./require-staff.server.ts";
import { BackLink } from "./admin-form.tsx";
import { COMPACT_TABLE, DataTable, type Column } from "../../ui/data-table.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("leads"));
  const rows = await branchResponseTimes(context.services.db, staff);
  return data(
    {
      rows: rows.map((row) => ({
        ...row,
        name: row.branchName ?? "No branch (main inbox)",
        newHref: adminLeadsListPath(
          leadFilterQuery({ status: "new", branch: row.branchId === null ? "none" : row.branchId }),
        ),
      })),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Leads by branch · Admin" }];

const BRANCH_RESPONSE_COLUMNS: Column<Route.ComponentProps["loaderData"]["rows"][number]>[] = [
  { header: "Branch", cell: (row) => row.name, rowHeader: true },
  {
    header: "New leads",
    cell: (row) => (
      <a
        href={row.newHref}
        aria-label={`${row.newCount} new leads at ${row.name}`}
        className="inline-block min-h-6 min-w-6 px-2 underline"
      >
        {row.newCount}
      </a>
    ),
  },
  { header: "Leads received", cell: (row) => row.received },
  { header: "Responded to", cell: (row) => row.responded },
  { header: "Median time to first response", cell: (row) => formatResponseTime(row.medianSeconds) },
];

export default function LeadsByBranch({ loaderData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <BackLink href={ADMIN_LEADS_PATH}>← All leads</BackLink>
      <h1 className="text-2xl font-semibold">Leads by branch</h1>
      <p>
        Time to first response runs from a lead&apos;s arrival to the first thing staff did with it: a status,
        an assignment or a note (opening it does not count).
      </p>
      <DataTable
        region="Response times by branch"
        className={COMPACT_TABLE}
        caption={`New leads now, and the last ${RESPONSE_WINDOW_DAYS} days' leads and response times (spam left out)`}
        captionClassName="text-left font-semibold"
        columns={BRANCH_RESPONSE_COLUMNS}
        rows={loaderData.rows}
        rowAttributes={(row) => ({ "data-branch-row": row.branchId ?? "none" })}
        rowClassName="border-t border-black/20"
      />
    </div>
  );
}
