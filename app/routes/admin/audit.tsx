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
import { BUTTON, TABLE, TableRegion } from "./admin-form.tsx";
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

export function headers(args: Route.HeadersArgs) {
  return adminPageHeaders(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Audit log · Admin" }];

const pagePath = (filters: AuditFilters, page: number) =>
  `${ADMIN_AUDIT_PATH}${auditFilterQuery(filters, page)}`;
const fieldErrors = (message: string | undefined) => (message ? [message] : undefined);

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total, filters, typed, errors, people, actions } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <form
        method="get"
        action={ADMIN_AUDIT_PATH}
        className="flex flex-col gap-3"
        aria-labelledby="audit-filters"
      >
        <h2 id="audit-filters" className="text-lg font-semibold">
          Filter the log
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
          <SelectField
            id="audit-person"
            name="person"
            label="Person"
            options={[
              { value: "", label: "Anyone" },
              { value: AUDIT_COMMAND_LINE, label: "The command line" },
              ...people,
            ]}
            defaultValue={typed.person}
            errors={fieldErrors(errors.person)}
          />
          <SelectField
            id="audit-action"
            name="action"
            label="Action"
            options={[
              { value: "", label: "Any action" },
              ...actions.map((action) => ({ value: action, label: action })),
            ]}
            defaultValue={typed.action}
            errors={fieldErrors(errors.action)}
          />
          <InputField
            id="audit-record"
            name="record"
            label="Record"
            hint="e.g. lead:12, or lead for every lead"
            defaultValue={typed.record}
            errors={fieldErrors(errors.record)}
          />
          <InputField
            id="audit-from"
            name="from"
            type="date"
            label="From"
            defaultValue={typed.from}
            errors={fieldErrors(errors.from)}
          />
          <InputField
            id="audit-to"
            name="to"
            type="date"
            label="To"
            hint="UK days, both included"
            defaultValue={typed.to}
            errors={fieldErrors(errors.to)}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={BUTTON}>
            Filter
          </button>
          <a href={ADMIN_AUDIT_PATH} className="underline">
            Clear the filters
          </a>
        </div>
      </form>
      <p role="status">
        {total === 1 ? "1 entry" : `${total} entries`}
        {auditFilterQuery(filters) ? " match these filters" : ""}
      </p>
      <TableRegion label="Audit log entries">
        <table className={`w-full ${TABLE}`}>
          <caption className="sr-only">Every back-office write, newest first (UK time)</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Record</th>
              <th scope="col">Change</th>
              <th scope="col">From</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-audit-row className="align-top">
                <td className="whitespace-nowrap">
                  <time dateTime={row.at}>{formatWhen(row.at)}</time>
                </td>
                <td className="break-all">{row.actor}</td>
                <td>{row.action}</td>
                <td>{row.subject}</td>
                <td className="min-w-64">
                  {row.changes.length ? (
                    <ul className="flex flex-col gap-1">
                      {row.changes.map((change) => (
                        <li key={change} className="break-words">
                          {change}
                        </li>
                      ))}
                    </ul>
                  ) : (
                    "—"
                  )}
                </td>
                <td>{row.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <nav aria-label="Pages" className="flex gap-4">
        {page > 1 ? <a href={pagePath(filters, page - 1)}>Newer</a> : null}
        <span>
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? <a href={pagePath(filters, page + 1)}>Older</a> : null}
      </nav>
    </div>
  );
}
