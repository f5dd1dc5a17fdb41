// /admin/reports/listings/{id} (issue 15 item 7; docs/admin.md "Reports"): a listing's views and saves by day
// and its leads by kind. A listing outside a manager's branches answers 404, as one that does not exist.
import { data } from "react-router";
import type { Route } from "./+types/listing";
import { adminListingPath } from "../../../../domain/admin/admin-urls.ts";
import { adminListingReportPath, adminReportCsvPath } from "../../../../modules/reports/model/report-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { listingReport, readReportRange } from "../../../../modules/reports/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, routeId, requireStaff } from "../require-staff.server.ts";
import { reportPageData } from "./report-page.server.ts";
import { ReportPage } from "./report-view.tsx";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("reports"));
  const parsed = readReportRange(new URL(request.url).searchParams);
  const report = await listingReport(context.services.db, staff, routeId(params.id), parsed.range);
  if (!report) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const { listing } = report;
  const { page, status } = reportPageData(
    parsed,
    report.tables,
    adminListingReportPath(listing.id),
    (table, range) => adminReportCsvPath({ kind: "listing", id: listing.id }, table, range),
  );
  return data(
    { listing, listingHref: adminListingPath(listing.id), page },
    { status, headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.listing.displayAddress ?? "Listing"} · Reports · Admin` },
];

export default function ListingReport({ loaderData }: Route.ComponentProps) {
  const { listing, listingHref, page } = loaderData;
  return (
    <ReportPage
      title={`${listing.displayAddress}: listing report`}
      page={page}
      intro={
        <>
          Listing {listing.id}, reference {listing.reference} (
          <a href={listingHref} className="underline">
            open on the listings desk
          </a>
          ). Views are the property page&apos;s views; saves are visitors saving it to their account; leads
          are the enquiries about it, spam left out, on the agency&apos;s days (UK time).
        </>
      }
    />
  );
}
