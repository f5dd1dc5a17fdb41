// /console (issue 44 item 6): every agency the install serves, its names and status, and its usage.
import { data } from "react-router";
import type { Route } from "./+types/agencies";
import { AdminErrorBoundary, adminPageHeaders } from "../admin/admin-error.tsx";
import { CONSOLE_NEW_AGENCY_PATH, consoleAgencyPath } from "../../../domain/operator/console-urls.ts";
import { consoleAgencyList } from "../../../modules/operators/index.ts";
import { formatBytes } from "../../../modules/agencies/model/agency-usage.ts";
import { DataTable, nameColumn, TableRegion } from "../../ui/data-table.tsx";
import { adminHeaders } from "../admin/require-staff.server.ts";
import { requireOperatorActor } from "./console-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { sources } = await requireOperatorActor(request, context);
  const deleted = new URL(request.url).searchParams.get("deleted");
  return data(
    { agencies: await consoleAgencyList(sources), deleted: deleted?.slice(0, 200) ?? null },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Agencies · Operators' console" }];

type Row = Route.ComponentProps["loaderData"]["agencies"][number];

const number = (n: number) => n.toLocaleString("en-GB");

export default function ConsoleAgencies({ loaderData }: Route.ComponentProps) {
  const { agencies, deleted } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Agencies</h1>
      {deleted ? <p role="status">{deleted} was deleted, with everything it owned.</p> : null}
      <p>
        <a href={CONSOLE_NEW_AGENCY_PATH} className="underline">
          Make a new agency
        </a>
      </p>
      <TableRegion label="Agencies and their usage">
        <DataTable<Row>
          region="Agencies and their usage"
          caption="Agencies and their usage"
          empty="No agencies yet."
          rows={agencies}
          rowAttributes={(row) => ({ "data-agency-row": row.id })}
          columns={[
            nameColumn<Row>("Agency", (row) => ({ href: consoleAgencyPath(row.id), text: row.name })),
            {
              header: "Names",
              cell: (row) => row.hostnames.map((name) => name.hostname).join(", "),
            },
            {
              header: "Status",
              cell: (row) => (row.status === "live" ? "Live" : "Suspended"),
              cellAttributes: (row) => ({ "data-agency-status": row.status }),
            },
            { header: "Listings", cell: (row) => number(row.usage.listings) },
            {
              header: "Media files",
              cell: (row) =>
                `${number(row.usage.mediaFiles)}${row.usage.documentBytes ? ` (documents ${formatBytes(row.usage.documentBytes)})` : ""}`,
            },
            { header: "Leads", cell: (row) => number(row.usage.leads) },
            { header: "Imports", cell: (row) => number(row.usage.imports) },
            { header: "Import errors", cell: (row) => number(row.usage.importErrors) },
            { header: "Searches, 30 days", cell: (row) => number(row.usage.searches30Days) },
            {
              header: "Requests, 30 days",
              cell: (row) => number(row.usage.requests30Days),
              cellAttributes: () => ({ "data-usage": "requests" }),
            },
          ]}
        />
      </TableRegion>
    </div>
  );
}
