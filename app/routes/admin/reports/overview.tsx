// /admin/reports (issue 15 item 7; docs/admin.md "Reports"): the range form, the branch reports in the member of
// staff's scope, a listing's report by its number, and the site-wide report (searches run, most-searched
// places, searches that found nothing, alert emails and unsubscribes). Owners and managers; a refused range
// answers 400 with the reason beside its field.
import { data, redirect } from "react-router";
import type { Route } from "./+types/overview";
import {
  ADMIN_REPORTS_PATH,
  adminBranchReportPath,
  adminListingReportPath,
  adminReportCsvPath,
} from "../../../../modules/reports/model/report-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { readReportRange, reportBranches, siteReport } from "../../../../modules/reports/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { BUTTON } from "../admin-form.tsx";
import { adminHeaders, requireStaff } from "../require-staff.server.ts";
import { RangeForm, ReportSection } from "./report-view.tsx";
import { TitledSection } from "../titled-section.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { db } = context.services;
  const staff = await requireStaff(request, context.services, rolesFor("reports"));
  const params = new URL(request.url).searchParams;
  const parsed = readReportRange(params);
  const listing = params.get("listing")?.trim() ?? "";
  if (listing && /^\d{1,9}$/.test(listing) && parsed.ok) {
    throw redirect(adminListingReportPath(Number(listing), parsed.asked ? parsed.range : null), {
      headers: adminHeaders(context),
    });
  }
  const range = parsed.range;
  const [branches, tables] = await Promise.all([
    reportBranches(db, staff),
    parsed.ok ? siteReport(db, range, parsed.today) : Promise.resolve([]),
  ]);
  const listingError = listing && !/^\d{1,9}$/.test(listing) ? "Enter a listing number, such as 1234" : null;
  return data(
    {
      view: { range, errors: parsed.ok ? {} : parsed.errors },
      branches: branches.map((branch) => ({ ...branch, href: adminBranchReportPath(branch.id, range) })),
      listingError,
      sections: tables.map((table) => ({
        table,
        csvHref: adminReportCsvPath({ kind: "site" }, table.key, range),
      })),
    },
    { status: parsed.ok && !listingError ? 200 : 400, headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Reports · Admin" }];

export default function Reports({ loaderData }: Route.ComponentProps) {
  const { view, branches, sections, listingError } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-semibold">Reports</h1>
      <p>
        Days and weeks are the agency&apos;s (UK time); weeks start on Monday. Spam leads are left out. Each
        chart&apos;s figures are in the table under it, and each table downloads as CSV.
      </p>
      <RangeForm view={view} action={ADMIN_REPORTS_PATH} />
      <TitledSection id="report-branches" title="Branch reports">
        {branches.length ? (
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {branches.map((branch) => (
              <li key={branch.id}>
                <a href={branch.href} className="inline-block min-h-6 underline">
                  {branch.name}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p>No branches.</p>
        )}
      </TitledSection>
      <TitledSection id="report-listing" title="A listing's report">
        <form method="get" action={ADMIN_REPORTS_PATH} className="flex flex-wrap items-end gap-4">
          <input type="hidden" name="from" value={view.range.from} />
          <input type="hidden" name="to" value={view.range.to} />
          <div className="flex flex-col gap-1">
            <label htmlFor="report-listing-id" className="text-sm font-semibold">
              Listing number
            </label>
            <input
              id="report-listing-id"
              name="listing"
              inputMode="numeric"
              required
              aria-invalid={listingError ? true : undefined}
              aria-describedby={listingError ? "report-listing-error" : undefined}
              className="rounded border border-black/40 px-3 py-2"
            />
            {listingError ? (
              <p id="report-listing-error" className="text-sm text-red-700">
                {listingError}
              </p>
            ) : null}
          </div>
          <button type="submit" className={BUTTON}>
            Open
          </button>
        </form>
      </TitledSection>
      <h2 className="text-2xl font-semibold">Site-wide</h2>
      {sections.map((section) => (
        <ReportSection key={section.table.key} table={section.table} csvHref={section.csvHref} />
      ))}
    </div>
  );
}
