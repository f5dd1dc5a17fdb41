// /admin/content/compare?from={id|live}&to={id|draft} (issue 15 item 1): every field that differs between two
// versions of the site's content, by its path, with both values.
import { data } from "react-router";
import type { Route } from "./+types/compare";
import { ADMIN_CONTENT_PATH } from "../../../../domain/admin/admin-urls.ts";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { compareVersions } from "../../../../modules/site-editor/index.ts";
import { BackLink } from "../admin-form.tsx";
import { DataTable, TABLE, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";

const MAX_SHOWN = 500;

const shown = (value: unknown) => (value === undefined ? "(none)" : JSON.stringify(value, null, 1));

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const params = new URL(request.url).searchParams;
  const fromParam = params.get("from") ?? "live";
  const toParam = params.get("to") ?? "draft";
  const from = fromParam === "live" ? "live" : parseId(fromParam);
  const to = toParam === "draft" ? "draft" : parseId(toParam);
  const found = from === null || to === null ? null : await compareVersions(context.services.db, from, to);
  if (!found) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  return data(
    {
      fromLabel:
        fromParam === "live"
          ? `the live site (version ${found.from ?? "never versioned"})`
          : `version ${found.from}`,
      toLabel: toParam === "draft" ? `the draft (version ${found.to})` : `version ${found.to}`,
      total: found.changes.length,
      changes: found.changes.slice(0, MAX_SHOWN).map((change) => ({
        path: change.path,
        before: shown(change.before),
        after: shown(change.after),
      })),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Compare versions · Site content · Admin" }];

const valueCell = (value: string) => <pre className="whitespace-pre-wrap break-all">{value}</pre>;

const CHANGE_COLUMNS: Column<Route.ComponentProps["loaderData"]["changes"][number]>[] = [
  {
    header: "Field",
    cell: (change) => change.path,
    rowHeader: true,
    cellClassName: "break-all font-mono font-normal",
  },
  { header: "Before", cell: (change) => valueCell(change.before) },
  { header: "After", cell: (change) => valueCell(change.after) },
];

export default function CompareVersions({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_CONTENT_PATH}>Site content</BackLink>
      <h1 className="text-2xl font-semibold">
        From {page.fromLabel} to {page.toLabel}
      </h1>
      <p role="status">
        {page.total === 0
          ? "No difference."
          : `${page.total} ${page.total === 1 ? "field differs" : "fields differ"}${page.total > page.changes.length ? ` (the first ${page.changes.length} shown)` : ""}.`}
      </p>
      {page.changes.length ? (
        <DataTable
          region="Fields that differ"
          className={`w-full table-fixed ${TABLE}`}
          caption="Fields that differ, with the value in each version"
          columns={CHANGE_COLUMNS}
          rows={page.changes}
          rowAttributes={(change) => ({ "data-change": change.path })}
        />
      ) : null}
    </div>
  );
}
