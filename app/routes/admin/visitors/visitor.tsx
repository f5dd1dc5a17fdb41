// /admin/visitors/:id (issue 15 item 5): one visitor — the account, saved listings, saved searches with their
// alert frequency, the alerts sent, every lead of the person (signed in or with the same email) and the consent
// evidence — with the JSON export and the way to erase them. Owners and managers; no account is a 404.
import { data } from "react-router";
import type { Route } from "./+types/visitor";
import {
  adminLeadPath,
  adminVisitorErasePath,
  adminVisitorExportPath,
  ADMIN_VISITORS_PATH,
} from "../../../../domain/admin/admin-urls.ts";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";
import { formatLeadTime } from "../../../../modules/leads/model/lead-inbox-format.ts";
import { LEAD_KIND_LABELS, LEAD_STATUS_LABELS } from "../../../../modules/leads/model/lead-inbox-terms.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { CONSENT_KIND_LABELS } from "../../../../modules/people/model/visitor-terms.ts";
import { ALERT_FREQUENCY_LABELS } from "../../../../modules/accounts/model/alert-frequency.ts";
import { propertyPath } from "../../../../domain/urls.ts";
import { visitorDetail } from "../../../../modules/people/index.ts";
import { BackLink, SECONDARY_BUTTON } from "../admin-form.tsx";
import { DataTable, type Column, type DataAttributes } from "../../../ui/data-table.tsx";
import { DetailList } from "../../../ui/detail-list.tsx";
import { TitledSection } from "../titled-section.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("visitors"));
  const id = parseId(params.id);
  const detail = id === null ? null : await visitorDetail(context.services.db, id);
  if (!detail) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const { user } = detail;
  const address = [
    user.houseName,
    user.houseNumber,
    user.streetAddress,
    user.address2,
    user.locality,
    user.town,
    user.county,
    user.postcode,
  ].filter(Boolean);
  return data(
    {
      user: {
        id: user.id,
        name: [user.title, user.firstName, user.lastName].filter(Boolean).join(" ") || user.email,
        email: user.email,
        phones: [user.telMobile, user.telHome].filter(Boolean).join(", "),
        address: address.join(", "),
        registered: user.createdAt.toISOString(),
        optedIn: user.isOptedInToMarketing,
      },
      saved: detail.saved.map((row) => ({
        id: row.propertyId,
        label: `${row.displayAddress} (${row.reference})`,
        status: row.status,
        savedAt: row.savedAt.toISOString(),
      })),
      searches: detail.searches.map((row) => ({
        id: row.id,
        path: row.path,
        frequency: ALERT_FREQUENCY_LABELS[row.alertFrequency],
        lastAlertedAt: row.lastAlertedAt?.toISOString() ?? null,
        savedAt: row.createdAt.toISOString(),
      })),
      alerts: detail.alerts.map((row) => ({
        key: `${row.savedSearchId}-${row.propertyId}`,
        searchPath: row.searchPath,
        listing: `${row.displayAddress} (${row.reference})`,
        sentAt: row.sentAt.toISOString(),
        emailStatus: row.emailStatus ?? "—",
      })),
      leads: detail.leads.map((lead) => ({
        id: lead.id,
        kind: LEAD_KIND_LABELS[lead.kind] ?? lead.kind,
        status: LEAD_STATUS_LABELS[lead.status],
        receivedAt: lead.createdAt.toISOString(),
        how: lead.userId === user.id ? "Signed in" : "Same email, not signed in",
        messageStart: lead.message?.slice(0, 120) ?? "",
      })),
      consent: detail.consent.map((row) => ({
        id: row.id,
        kind: CONSENT_KIND_LABELS[row.kind] ?? row.kind,
        choice: row.choice,
        where: row.leadId ? `Lead ${row.leadId}` : "Account",
        statement: row.statement ?? "",
        url: row.url ?? "",
        at: row.createdAt.toISOString(),
        ip: row.ip ?? "",
        userAgent: row.userAgent ?? "",
      })),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.user.name ?? "Visitor"} · Visitors · Admin` },
];

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatLeadTime(iso)}</time> : <>—</>;
}

/** One of the visitor's records: a heading with its count, then its table or the words for none. */
function TableSection<Row>(props: {
  id: string;
  title: string;
  empty: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowAttributes?: (row: Row) => DataAttributes;
  rowClassName?: string;
}) {
  return (
    <TitledSection
      id={props.id}
      title={
        <>
          {props.title} ({props.rows.length})
        </>
      }
      headingClassName="text-lg font-semibold"
    >
      <DataTable
        region={props.title}
        columns={props.columns}
        rows={props.rows}
        rowAttributes={props.rowAttributes}
        rowClassName={props.rowClassName ?? "border-t border-black/20"}
        empty={props.empty}
      />
    </TitledSection>
  );
}

type VisitorPage = Route.ComponentProps["loaderData"];

const SAVED_COLUMNS: Column<VisitorPage["saved"][number]>[] = [
  {
    header: "Property",
    cell: (row) => (
      <a href={propertyPath(row.id)} className="underline">
        {row.label}
      </a>
    ),
  },
  { header: "Status", cell: (row) => row.status },
  { header: "Saved", cell: (row) => <When iso={row.savedAt} /> },
];

const SEARCH_COLUMNS: Column<VisitorPage["searches"][number]>[] = [
  {
    header: "Search",
    cell: (row) => (
      <a href={row.path} className="underline">
        {row.path}
      </a>
    ),
  },
  { header: "Alerts", cell: (row) => row.frequency },
  { header: "Last alert", cell: (row) => <When iso={row.lastAlertedAt} /> },
  { header: "Saved", cell: (row) => <When iso={row.savedAt} /> },
];

const ALERT_COLUMNS: Column<VisitorPage["alerts"][number]>[] = [
  { header: "Listing", cell: (row) => row.listing },
  { header: "For the search", cell: (row) => row.searchPath },
  { header: "Sent", cell: (row) => <When iso={row.sentAt} /> },
  { header: "Email", cell: (row) => row.emailStatus },
];

const LEAD_COLUMNS: Column<VisitorPage["leads"][number]>[] = [
  {
    header: "Lead",
    cell: (lead) => (
      <a href={adminLeadPath(lead.id)} className="underline">
        {lead.kind} #{lead.id}
      </a>
    ),
  },
  { header: "Received", cell: (lead) => <When iso={lead.receivedAt} /> },
  { header: "Sent", cell: (lead) => lead.how },
  { header: "Status", cell: (lead) => lead.status },
  { header: "Message", cell: (lead) => lead.messageStart },
];

const CONSENT_COLUMNS: Column<VisitorPage["consent"][number]>[] = [
  { header: "When", cell: (row) => <When iso={row.at} /> },
  { header: "What", cell: (row) => row.kind },
  { header: "Choice", cell: (row) => row.choice },
  { header: "Given with", cell: (row) => row.where },
  { header: "Statement shown", cell: (row) => row.statement || "—" },
  { header: "Page", cell: (row) => row.url || "—", cellClassName: "break-all" },
  {
    header: "Address and browser",
    cell: (row) => (
      <>
        {row.ip || "—"}
        {row.userAgent ? <span className="block text-black/70">{row.userAgent}</span> : null}
      </>
    ),
    cellClassName: "break-all",
  },
];

export default function Visitor({ loaderData: page }: Route.ComponentProps) {
  const { user } = page;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_VISITORS_PATH}>All visitors</BackLink>
      <h1 className="text-2xl font-semibold">{user.name}</h1>

      <DetailList
        className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]"
        details={[
          { term: "Email", detail: user.email, attributes: { "data-visitor-email": true } },
          { term: "Phone", detail: user.phones || "—" },
          { term: "Address", detail: user.address || "—" },
          { term: "Registered", detail: <When iso={user.registered} /> },
          { term: "Marketing", detail: user.optedIn ? "Opted in" : "Not opted in" },
        ]}
      />

      <div className="flex flex-wrap items-center gap-4">
        <a href={adminVisitorExportPath(user.id)} download className={SECONDARY_BUTTON}>
          Export all their data (JSON)
        </a>
        <a href={adminVisitorErasePath(user.id)} className={SECONDARY_BUTTON}>
          Erase this person
        </a>
      </div>

      <TableSection
        id="saved-title"
        title="Saved properties"
        empty="None saved."
        columns={SAVED_COLUMNS}
        rows={page.saved}
      />
      <TableSection
        id="searches-title"
        title="Saved searches"
        empty="No saved search."
        columns={SEARCH_COLUMNS}
        rows={page.searches}
      />
      <TableSection
        id="alerts-title"
        title="Alerts sent"
        empty="No alert sent."
        columns={ALERT_COLUMNS}
        rows={page.alerts}
      />
      <TableSection
        id="leads-title"
        title="Leads"
        empty="No lead."
        columns={LEAD_COLUMNS}
        rows={page.leads}
        rowAttributes={(lead) => ({ "data-visitor-lead": lead.id })}
        rowClassName="border-t border-black/20 align-top"
      />
      <TableSection
        id="consent-title"
        title="Consent history"
        empty="No consent recorded."
        columns={CONSENT_COLUMNS}
        rows={page.consent}
        rowClassName="border-t border-black/20 align-top"
      />
    </div>
  );
}
