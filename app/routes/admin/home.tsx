// /admin (issue 14; the dashboard of issue 42 item 6): who is signed in, then what needs doing, in the areas the
// member of staff may open and their branches only (modules/reports/back-office/dashboard.ts): new leads by branch and age,
// today's appointments (a place kept for the diary), feed health, the listings that need attention; and the
// areas to go to next.
import { data } from "react-router";
import type { Route } from "./+types/home";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import {
  ADMIN_FEEDS_PATH,
  ADMIN_LEADS_BRANCHES_PATH,
  ADMIN_SIGN_OUT_PATH,
  adminFeedRunPath,
  adminLeadsListPath,
  adminListingPath,
} from "../../../domain/admin/admin-urls.ts";
import {
  ATTENTION_COUNT_CAP,
  FEED_HEALTH_LABELS,
  LEAD_AGE_BANDS,
  type FeedHealth,
} from "../../../modules/reports/model/dashboard.ts";
import { IMPORT_STATE_LABELS } from "../../../modules/feeds/model/feed-terms.ts";
import { leadFilterQuery } from "../../../modules/leads/model/lead-inbox.ts";
import { formatLeadTime } from "../../../modules/leads/model/lead-inbox-format.ts";
import { ROLE_LABELS } from "../../../modules/staff/model/roles.ts";
import { backOfficeDashboard } from "../../../modules/reports/index.ts";
import { adminNavigation } from "../../../services/admin-navigation.ts";
import { TokenInput } from "./admin-form.tsx";
import { DataTable, TABLE, type Column } from "../../ui/data-table.tsx";
import { adminHeaders, requireStaff } from "./require-staff.server.ts";
import { RuledSection } from "./titled-section.tsx";

const ATTENTION_LABELS = {
  "no-photos": "No photos",
  "no-description": "No description",
} as const;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services);
  const { db } = context.services;
  const [dashboard, nav] = await Promise.all([backOfficeDashboard(db, staff), adminNavigation(db, staff)]);
  const inbox = (branchId: number | null) =>
    adminLeadsListPath(leadFilterQuery({ status: "new", branch: branchId === null ? "none" : branchId }));
  return data(
    {
      token: context.session.authenticityToken,
      staff: { email: staff.email, name: staff.name, role: staff.role },
      branchNames: dashboard.branches.map((branch) => branch.name),
      areas: nav.slice(1),
      newLeads:
        dashboard.newLeads?.map((row) => ({
          key: row.branchId ?? "none",
          name: row.branchName ?? "No branch (main inbox)",
          byAge: row.byAge,
          total: row.total,
          href: inbox(row.branchId),
        })) ?? null,
      // Editors have no leads, so no appointments either.
      appointments: dashboard.newLeads !== null,
      feeds:
        dashboard.feeds?.map((feed) => ({
          source: feed.source,
          health: feed.health,
          lastRun: feed.lastRun && {
            href: adminFeedRunPath(feed.lastRun.id),
            state: IMPORT_STATE_LABELS[feed.lastRun.state] ?? feed.lastRun.state,
            startedAt: feed.lastRun.startedAt.toISOString(),
            fileName: feed.lastRun.fileName,
            warnings: feed.lastRun.warnings,
            errors: feed.lastRun.errors,
            skipped: feed.lastRun.skipped,
          },
        })) ?? null,
      listings: dashboard.listings
        ? (Object.keys(ATTENTION_LABELS) as (keyof typeof ATTENTION_LABELS)[]).map((what) => ({
            what,
            label: ATTENTION_LABELS[what],
            count: dashboard.listings![what].count,
            listings: dashboard.listings![what].listings.map((listing) => ({
              ...listing,
              href: adminListingPath(listing.id),
            })),
          }))
        : null,
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Overview · Admin" }];

/** Health a person reads at a glance: a word, never a colour alone. */
const HEALTH_CLASS: Record<FeedHealth, string> = {
  ok: "",
  warnings: "font-semibold",
  failed: "font-semibold text-red-800",
  stale: "font-semibold text-red-800",
  stuck: "font-semibold text-red-800",
  never: "font-semibold",
};

function count(n: number, cap: number) {
  return n > cap ? `${cap}+` : String(n);
}

type Dashboard = Route.ComponentProps["loaderData"];

const NEW_LEAD_COLUMNS: Column<NonNullable<Dashboard["newLeads"]>[number]>[] = [
  { header: "Branch", cell: (row) => row.name, rowHeader: true },
  ...LEAD_AGE_BANDS.map((band): Column<NonNullable<Dashboard["newLeads"]>[number]> => ({
    header: band.label,
    cell: (row) => row.byAge[band.key],
    headerClassName: "text-right",
    cellClassName: "text-right",
    cellAttributes: () => ({ "data-age": band.key }),
  })),
  {
    header: "All new",
    cell: (row) =>
      row.total ? (
        <a href={row.href} className="underline">
          {row.total}
          <span className="sr-only"> new leads of {row.name}</span>
        </a>
      ) : (
        0
      ),
    headerClassName: "text-right",
    cellClassName: "text-right",
  },
];

const orDash = (value: string | number | undefined) => value ?? "—";

const FEED_COLUMNS: Column<NonNullable<Dashboard["feeds"]>[number]>[] = [
  { header: "Source", cell: (feed) => feed.source, rowHeader: true },
  {
    header: "Health",
    cell: (feed) => FEED_HEALTH_LABELS[feed.health],
    cellClassName: (feed) => HEALTH_CLASS[feed.health],
    cellAttributes: (feed) => ({ "data-feed-health": feed.health }),
  },
  {
    header: "Last import",
    cell: (feed) =>
      feed.lastRun ? (
        <a href={feed.lastRun.href} className="underline">
          <time dateTime={feed.lastRun.startedAt}>{formatLeadTime(feed.lastRun.startedAt)}</time>
          <span className="sr-only"> import of {feed.source}</span>
        </a>
      ) : (
        "—"
      ),
  },
  { header: "State", cell: (feed) => orDash(feed.lastRun?.state) },
  ...(
    [
      ["warnings", "Warnings"],
      ["errors", "Errors"],
      ["skipped", "Skipped"],
    ] as const
  ).map(([count, header]): Column<NonNullable<Dashboard["feeds"]>[number]> => ({
    header,
    cell: (feed) => orDash(feed.lastRun?.[count]),
    headerClassName: "text-right",
    cellClassName: "text-right",
  })),
];

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { staff, token, areas, newLeads, feeds, listings } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Overview</h1>
      <p>
        Signed in as {staff.name || staff.email} ({ROLE_LABELS[staff.role]})
        {loaderData.branchNames.length ? ` · ${loaderData.branchNames.join(", ")}` : ""}
      </p>

      {newLeads ? (
        <RuledSection id="new-leads-title" title="New leads" attributes={{ "data-dashboard": "new-leads" }}>
          <p>
            Leads nobody has worked on yet, by how long they have waited.{" "}
            <a href={ADMIN_LEADS_BRANCHES_PATH} className="underline">
              Response times by branch
            </a>
          </p>
          <DataTable
            regionClassName="overflow-x-auto"
            className={TABLE}
            caption="New leads by branch and age"
            columns={NEW_LEAD_COLUMNS}
            rows={newLeads}
            rowAttributes={(row) => ({ "data-branch-row": row.name })}
            rowClassName="border-t border-black/20"
          />
        </RuledSection>
      ) : null}

      {loaderData.appointments ? (
        <RuledSection
          id="appointments-title"
          title="Today's appointments"
          attributes={{ "data-dashboard": "appointments" }}
        >
          <p>
            The diary is not part of the back office yet. Once it is, today&apos;s viewings and valuations
            will be listed here. Until then, the date and time a visitor asked for is on their lead&apos;s
            page.
          </p>
        </RuledSection>
      ) : null}

      {feeds ? (
        <RuledSection id="feeds-title" title="Feed health" attributes={{ "data-dashboard": "feeds" }}>
          <DataTable
            regionClassName="overflow-x-auto"
            className={TABLE}
            caption="The last import of each feed source"
            columns={FEED_COLUMNS}
            rows={feeds}
            rowAttributes={(feed) => ({ "data-feed-row": feed.source })}
            rowClassName="border-t border-black/20"
            empty="No feed has sent listings yet."
          />
          <p>
            <a href={ADMIN_FEEDS_PATH} className="underline">
              Feeds and the import log
            </a>
          </p>
        </RuledSection>
      ) : null}

      {listings ? (
        <RuledSection
          id="listings-title"
          title="Listings needing attention"
          attributes={{ "data-dashboard": "listings" }}
        >
          <p>Listings on the website (not withdrawn) that are missing something visitors look for.</p>
          <div className="grid gap-4 md:grid-cols-2">
            {listings.map((group) => (
              <div key={group.what} data-attention={group.what}>
                <h3 className="font-semibold">
                  {group.label}: <span data-attention-count>{count(group.count, ATTENTION_COUNT_CAP)}</span>
                </h3>
                {group.listings.length ? (
                  <ul className="list-disc pl-6">
                    {group.listings.map((listing) => (
                      <li key={listing.id}>
                        <a href={listing.href} className="underline">
                          {listing.reference}: {listing.displayAddress}
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : (
                  <p>None.</p>
                )}
                {group.count > group.listings.length ? (
                  <p className="text-sm">The first {group.listings.length} by reference.</p>
                ) : null}
              </div>
            ))}
          </div>
          <p className="text-sm">
            Listings not on the map: a feed listing whose postcode cannot be placed is not imported today; the
            feed health above counts it as skipped.
          </p>
        </RuledSection>
      ) : null}

      <RuledSection id="areas-title" title="Go to">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {areas.map((area) => (
            <li key={area.href}>
              <a
                href={area.href}
                className="block rounded border border-black/30 p-4 font-semibold underline-offset-4 hover:underline"
              >
                {area.label}
                {area.badge ? ` (${area.badge.count} ${area.badge.label})` : ""}
              </a>
            </li>
          ))}
        </ul>
      </RuledSection>
      <form method="post" action={ADMIN_SIGN_OUT_PATH}>
        <TokenInput token={token} />
        <input type="hidden" name="everywhere" value="1" />
        <button type="submit" className="rounded border border-black px-4 py-2">
          Sign out everywhere
        </button>
      </form>
    </div>
  );
}
