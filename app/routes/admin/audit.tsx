// /admin/audit (issue 14 item 3): the audit log, newest first, paginated on the server; owners only. Issue 42
// item 5: times in UK local time, each change as "field: before → after", and a GET form filtering by person,
// action, record and the agency's days (works without a script, like every admin page).
import { data } from "react-router";
import type { Route } from "./+types/audit";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_AUDIT_PATH } from "../../../domain/admin/admin-urls.ts";
import {
  AUDIT_COMMAND_LINE,
  auditChanges,
  auditChangeText,
  auditFilterQuery,
  readAuditFilters,
  type AuditFilters,
} from "../../../modules/audit/model/audit-log-view.ts";
import { rolesFor } from "../../../modules/staff/model/roles.ts";
import { auditFilterChoices, auditPage } from "../../../modules/audit/index.ts";
import { InputField, SelectField } from "./admin-fields.tsx";
import { BUTTON } from "./admin-form.tsx";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { FilterForm, filterFieldProps } from "../../ui/filter-form.tsx";
import { Pager } from "../../ui/pager.tsx";
import { formatWhen } from "./admin-format.ts";
import { adminHeaders, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("audit"));
  const { db } = context.services;
  const query = new URL(request.url).searchParams;
  const { filters, errors } = readAuditFilters(query);
  const refused = Object.keys(errors).length > 0;
  // A wrong filter is shown beside its field and nothing is read (as the reports' range does).
  const [page, choices] = await Promise.all([
    refused ? null : auditPage(db, Number(query.get("page") ?? 1), filters),
    auditFilterChoices(db),
  ]);
  return data(
    {
      filters,
      typed: Object.fromEntries(
        ["person", "action", "record", "from", "to"].map((n) => [n, query.get(n) ?? ""]),
      ),
      errors,
      people: choices.people.map((person) => ({
        value: String(person.id),
        label: person.name ? `${person.name} (${person.email})` : person.email,
      })),
      actions: choices.actions,
      page: page?.page ?? 1,
      pageCount: page?.pageCount ?? 1,
      total: page?.total ?? 0,
      rows: (page?.rows ?? []).map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actorEmail ?? "command line",
        action: row.action,
        subject: row.subject,
        changes: auditChanges(row.before, row.after).map((change) => auditChangeText(change)),
        ip: row.ip,
      })),
    },
    { status: refused ? 400 : 200, headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Audit log · Admin" }];

const pagePath = (filters: AuditFilters, page: number) =>
  `${ADMIN_AUDIT_PATH}${auditFilterQuery(filters, page)}`;

type AuditRow = Route.ComponentProps["loaderData"]["rows"][number];

const AUDIT_COLUMNS: Column<AuditRow>[] = [
  {
    header: "When",
    cell: (row) => <time dateTime={row.at}>{formatWhen(row.at)}</time>,
    cellClassName: "whitespace-nowrap",
  },
  { header: "Who", cell: (row) => row.actor, cellClassName: "break-all" },
  { header: "What", cell: (row) => row.action },
  { header: "Record", cell: (row) => row.subject },
  {
    header: "Change",
    cell: (row) =>
      row.changes.length ? (
        <ul className="flex flex-col gap-1">
          {row.changes.map((change) => (
            <li key={change} className="break-words">
              {change}
            </li>
          ))}
        </ul>
      ) : (
        "—"
      ),
    cellClassName: "min-w-64",
  },
  { header: "From", cell: (row) => row.ip },
];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total, filters, typed, errors, people, actions } = loaderData;
  const field = filterFieldProps("audit", typed, errors);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <FilterForm
        action={ADMIN_AUDIT_PATH}
        titleId="audit-filters"
        title="Filter the log"
        fieldsClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        buttonClassName={BUTTON}
        clear={{ href: ADMIN_AUDIT_PATH, text: "Clear the filters" }}
      >
        <SelectField
          {...field("person")}
          label="Person"
          options={[
            { value: "", label: "Anyone" },
            { value: AUDIT_COMMAND_LINE, label: "The command line" },
            ...people,
          ]}
        />
        <SelectField
          {...field("action")}
          label="Action"
          options={[
            { value: "", label: "Any action" },
            ...actions.map((action) => ({ value: action, label: action })),
          ]}
        />
        <InputField {...field("record")} label="Record" hint="e.g. lead:12, or lead for every lead" />
        <InputField {...field("from")} type="date" label="From" />
        <InputField {...field("to")} type="date" label="To" hint="UK days, both included" />
      </FilterForm>
      <p role="status">
        {total === 1 ? "1 entry" : `${total} entries`}
        {auditFilterQuery(filters) ? " match these filters" : ""}
      </p>
      <DataTable
        region="Audit log entries"
        caption="Every back-office write, newest first (UK time)"
        columns={AUDIT_COLUMNS}
        rows={rows}
        rowAttributes={() => ({ "data-audit-row": true })}
        rowClassName="align-top"
      />
      <Pager
        label="Pages"
        linkClassName=""
        items={[
          { text: "Newer", href: page > 1 ? pagePath(filters, page - 1) : null },
          { status: `Page ${page} of ${pageCount}` },
          { text: "Older", href: page < pageCount ? pagePath(filters, page + 1) : null },
        ]}
      />
    </div>
  );
}
