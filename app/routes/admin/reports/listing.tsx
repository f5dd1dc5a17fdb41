// /admin/reports/listings/{id} (issue 15 item 7; docs/admin.md "Reports"): a listing's views and saves by day
// and its leads by kind. A listing outside a manager's branches answers 404, as one that does not exist.
import { data } from "react-router";
import type { Route } from "./+types/listing";
import { adminListingPath } from "../../../../domain/admin/admin-urls.ts";
import { adminListingReportPath } from "../../../../modules/reports/model/report-urls.ts";
import { listingReport } from "../../../../modules/reports/index.ts";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { adminHeaders } from "../require-staff.server.ts";
import { loadReportPage } from "./report-page.server.ts";
import { ReportPage } from "./report-view.tsx";

export async function loader(args: Route.LoaderArgs) {
  const { report, page, status } = await loadReportPage(args, {
    kind: "listing",
    read: listingReport,
    path: adminListingReportPath,
  });
  const { listing } = report;
  return data(
    { listing, listingHref: adminListingPath(listing.id), page },
    { status, headers: adminHeaders(args.context) },
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
