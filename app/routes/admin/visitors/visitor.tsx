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
import { SECONDARY_BUTTON, TABLE, TableRegion } from "../admin-form.tsx";
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

export function headers(args: Route.HeadersArgs) {
  return adminPageHeaders(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.user.name ?? "Visitor"} · Visitors · Admin` },
];

function When({ iso }: { iso: string | null }) {
  return iso ? <time dateTime={iso}>{formatLeadTime(iso)}</time> : <>—</>;
}

function Section(props: {
  id: string;
  title: string;
  empty: string;
  count: number;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={props.id} className="flex flex-col gap-2">
      <h2 id={props.id} className="text-lg font-semibold">
        {props.title} ({props.count})
      </h2>
      {props.count === 0 ? (
        <p>{props.empty}</p>
      ) : (
        <TableRegion label={props.title}>{props.children}</TableRegion>
      )}
    </section>
  );
}

export default function Visitor({ loaderData: page }: Route.ComponentProps) {
  const { user } = page;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <p>
        <a href={ADMIN_VISITORS_PATH} className="underline">
          All visitors
        </a>
      </p>
      <h1 className="text-2xl font-semibold">{user.name}</h1>

      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">Email</dt>
        <dd data-visitor-email>{user.email}</dd>
        <dt className="font-semibold">Phone</dt>
        <dd>{user.phones || "—"}</dd>
        <dt className="font-semibold">Address</dt>
        <dd>{user.address || "—"}</dd>
        <dt className="font-semibold">Registered</dt>
        <dd>
          <When iso={user.registered} />
        </dd>
        <dt className="font-semibold">Marketing</dt>
        <dd>{user.optedIn ? "Opted in" : "Not opted in"}</dd>
      </dl>

      <div className="flex flex-wrap items-center gap-4">
        <a href={adminVisitorExportPath(user.id)} download className={SECONDARY_BUTTON}>
          Export all their data (JSON)
        </a>
        <a href={adminVisitorErasePath(user.id)} className={SECONDARY_BUTTON}>
          Erase this person
        </a>
      </div>

      <Section id="saved-title" title="Saved properties" empty="None saved." count={page.saved.length}>
        <table className={`w-full ${TABLE}`}>
          <thead>
            <tr>
              <th scope="col">Property</th>
              <th scope="col">Status</th>
              <th scope="col">Saved</th>
            </tr>
          </thead>
          <tbody>
            {page.saved.map((row) => (
              <tr key={row.id} className="border-t border-black/20">
                <td>
                  <a href={propertyPath(row.id)} className="underline">
                    {row.label}
                  </a>
                </td>
                <td>{row.status}</td>
                <td>
                  <When iso={row.savedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        id="searches-title"
        title="Saved searches"
        empty="No saved search."
        count={page.searches.length}
      >
        <table className={`w-full ${TABLE}`}>
          <thead>
            <tr>
              <th scope="col">Search</th>
              <th scope="col">Alerts</th>
              <th scope="col">Last alert</th>
              <th scope="col">Saved</th>
            </tr>
          </thead>
          <tbody>
            {page.searches.map((row) => (
              <tr key={row.id} className="border-t border-black/20">
                <td>
                  <a href={row.path} className="underline">
                    {row.path}
                  </a>
                </td>
                <td>{row.frequency}</td>
                <td>
                  <When iso={row.lastAlertedAt} />
                </td>
                <td>
                  <When iso={row.savedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="alerts-title" title="Alerts sent" empty="No alert sent." count={page.alerts.length}>
        <table className={`w-full ${TABLE}`}>
          <thead>
            <tr>
              <th scope="col">Listing</th>
              <th scope="col">For the search</th>
              <th scope="col">Sent</th>
              <th scope="col">Email</th>
            </tr>
          </thead>
          <tbody>
            {page.alerts.map((row) => (
              <tr key={row.key} className="border-t border-black/20">
                <td>{row.listing}</td>
                <td>{row.searchPath}</td>
                <td>
                  <When iso={row.sentAt} />
                </td>
                <td>{row.emailStatus}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section id="leads-title" title="Leads" empty="No lead." count={page.leads.length}>
        <table className={`w-full ${TABLE}`}>
          <thead>
            <tr>
              <th scope="col">Lead</th>
              <th scope="col">Received</th>
              <th scope="col">Sent</th>
              <th scope="col">Status</th>
              <th scope="col">Message</th>
            </tr>
          </thead>
          <tbody>
            {page.leads.map((lead) => (
              <tr key={lead.id} data-visitor-lead={lead.id} className="border-t border-black/20 align-top">
                <td>
                  <a href={adminLeadPath(lead.id)} className="underline">
                    {lead.kind} #{lead.id}
                  </a>
                </td>
                <td>
                  <When iso={lead.receivedAt} />
                </td>
                <td>{lead.how}</td>
                <td>{lead.status}</td>
                <td>{lead.messageStart}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>

      <Section
        id="consent-title"
        title="Consent history"
        empty="No consent recorded."
        count={page.consent.length}
      >
        <table className={`w-full ${TABLE}`}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">What</th>
              <th scope="col">Choice</th>
              <th scope="col">Given with</th>
              <th scope="col">Statement shown</th>
              <th scope="col">Page</th>
              <th scope="col">Address and browser</th>
            </tr>
          </thead>
          <tbody>
            {page.consent.map((row) => (
              <tr key={row.id} className="border-t border-black/20 align-top">
                <td>
                  <When iso={row.at} />
                </td>
                <td>{row.kind}</td>
                <td>{row.choice}</td>
                <td>{row.where}</td>
                <td>{row.statement || "—"}</td>
                <td className="break-all">{row.url || "—"}</td>
                <td className="break-all">
                  {row.ip || "—"}
                  {row.userAgent ? <span className="block text-black/70">{row.userAgent}</span> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Section>
    </div>
  );
}
