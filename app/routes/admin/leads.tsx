// /admin/leads (issue 14 "The leads inbox"): every lead in the member of staff's branches, newest first, with
// the filters as a GET form, keyset pages, and a bulk status change (POST, then 303 back to the same list).
import { data, redirect } from "react-router";
import type { Route } from "./+types/leads";
import {
  ADMIN_LEADS_BRANCHES_PATH,
  ADMIN_LEADS_EXPORT_PATH,
  ADMIN_LEADS_PATH,
  adminLeadPath,
  adminLeadsListPath,
} from "../../../domain/admin/admin-urls.ts";
import { htmlConstraints } from "../../../domain/admin/form-constraints.ts";
import {
  leadFilterFields,
  leadFilterQuery,
  parseLeadQuery,
  type LeadFilterName,
} from "../../../modules/leads/model/lead-inbox.ts";
import { formatLeadTime, formatResponseTime } from "../../../modules/leads/model/lead-inbox-format.ts";
import {
  doneMessage,
  INBOX_LEAD_KINDS,
  LEAD_KIND_LABELS,
  LEAD_STATUS_LABELS,
  LEAD_STATUSES,
} from "../../../modules/leads/model/lead-inbox-terms.ts";
import { rolesFor } from "../../../modules/staff/model/roles.ts";
import { listLeads, bulkLeadStatus } from "../../../modules/leads/index.ts";
import { readFields } from "../_http/request.ts";
import { BUTTON, TokenInput } from "./admin-form.tsx";
import { DataTable, type Column } from "../../ui/data-table.tsx";
import { FilterForm, filterFieldProps } from "../../ui/filter-form.tsx";
import { Pager } from "../../ui/pager.tsx";
import { DoneMessage, InputField, SelectField, type Option } from "./admin-fields.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { adminHeaders, auditOrigin, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("leads"));
  const params = new URL(request.url).searchParams;
  const { filters, cursor, errors } = parseLeadQuery(params);
  const list = await listLeads(context.services.db, staff, filters, cursor);
  const query = leadFilterQuery(filters);
  return data(
    {
      token: context.session.authenticityToken,
      // What the visitor typed (a wrong value is shown back beside its message).
      typed: Object.fromEntries(
        Object.keys(leadFilterFields).map((name) => [name, params.get(name) ?? ""]),
      ) as Record<LeadFilterName, string>,
      errors,
      // Read off the zod schema here, on the server, so the page's browser chunk imports no zod (issue 14).
      searchConstraints: htmlConstraints(leadFilterFields.q),
      filtered: query !== "",
      query,
      listQuery: leadFilterQuery(filters, cursor),
      done: doneMessage(params),
      count: list.count,
      countCapped: list.countCapped,
      hasNewer: list.hasNewer,
      hasOlder: list.hasOlder,
      branches: list.branches,
      assignees: list.assignees.map((a) => ({ id: a.id, label: a.name || a.email })),
      canSeeUnbranched: list.canSeeUnbranched,
      rows: list.rows.map((row) => ({
        id: row.id,
        receivedAt: row.createdAt.toISOString(),
        name: `${row.firstName} ${row.lastName}`.trim() || row.email,
        email: row.email,
        kind: row.kind,
        status: row.status,
        branch: row.branchName ?? "No branch (main inbox)",
        assignee: row.assigneeName || row.assigneeEmail,
        responseSeconds: row.responseSeconds,
        messageStart: row.messageStart,
      })),
    },
    { headers: adminHeaders(context) },
  );
}

/** The bulk status change: the form posts to this list's own URL, so the answer goes back to it. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services, rolesFor("leads"));
  const { filters, cursor } = parseLeadQuery(new URL(request.url).searchParams);
  const result = await bulkLeadStatus(
    { db: services.db, publicUrl: services.config.publicUrl },
    staff,
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  if (result.kind === "invalid") {
    return data({ bulkErrors: result.errors }, { status: 422, headers: adminHeaders(context) });
  }
  const back = adminLeadsListPath(leadFilterQuery(filters, cursor));
  const done = `${back}${back.includes("?") ? "&" : "?"}done=bulk&changed=${result.changed}`;
  return redirect(done, { status: 303, headers: adminHeaders(context) });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Leads · Admin" }];

const statusOptions = (first: Option): Option[] => [
  first,
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] })),
];

// The inbox's cells pad only their right: the tick box lines up with the page's left edge.
const CELL = "py-2 pr-2";

const LEAD_COLUMNS: Column<Route.ComponentProps["loaderData"]["rows"][number]>[] = [
  {
    header: <span className="sr-only">Tick for the status change</span>,
    cell: (row) => (
      <input
        type="checkbox"
        name={`leads[${row.id}]`}
        id={`tick-${row.id}`}
        aria-label={`Tick the lead from ${row.name}, received ${formatLeadTime(row.receivedAt)}`}
      />
    ),
    cellClassName: CELL,
  },
  {
    header: "Enquirer",
    cell: (row) => (
      <>
        <a href={adminLeadPath(row.id)} className="font-semibold underline">
          {row.name}
        </a>
        <span className="block text-black/70">{row.email}</span>
        {row.messageStart ? <span className="block text-black/70">{row.messageStart}</span> : null}
      </>
    ),
    rowHeader: true,
    cellClassName: `${CELL} font-normal`,
  },
  {
    header: "Received",
    cell: (row) => <time dateTime={row.receivedAt}>{formatLeadTime(row.receivedAt)}</time>,
    cellClassName: CELL,
  },
  { header: "Kind", cell: (row) => LEAD_KIND_LABELS[row.kind] ?? row.kind, cellClassName: CELL },
  { header: "Branch", cell: (row) => row.branch, cellClassName: CELL },
  {
    header: "Status",
    cell: (row) => LEAD_STATUS_LABELS[row.status],
    cellClassName: CELL,
    cellAttributes: () => ({ "data-lead-status": true }),
  },
  { header: "Assigned to", cell: (row) => row.assignee ?? "Nobody", cellClassName: CELL },
  {
    header: "First response",
    cell: (row) => (row.responseSeconds === null ? "Awaiting" : formatResponseTime(row.responseSeconds)),
    cellClassName: CELL,
  },
];

export default function Leads({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const { typed, errors } = page;
  const field = filterFieldProps("filter", typed, errors);
  const bulkErrors = actionData?.bulkErrors ?? {};
  const branchOptions: Option[] = [
    { value: "", label: "All your branches" },
    ...page.branches.map((branch) => ({ value: String(branch.id), label: branch.name })),
    ...(page.canSeeUnbranched ? [{ value: "none", label: "No branch (main inbox)" }] : []),
  ];
  const assigneeOptions: Option[] = [
    { value: "", label: "Anyone" },
    { value: "me", label: "Me" },
    { value: "none", label: "Nobody (unassigned)" },
    ...page.assignees.map((a) => ({ value: String(a.id), label: a.label })),
  ];
  const countText = page.countCapped
    ? `More than ${page.count.toLocaleString("en-GB")} leads`
    : `${page.count.toLocaleString("en-GB")} ${page.count === 1 ? "lead" : "leads"}`;
  const first = page.rows[0];
  const last = page.rows.at(-1);
  const pageLink = (cursor: { older: number } | { newer: number }) =>
    adminLeadsListPath(
      `${page.query}${page.query ? "&" : "?"}${"older" in cursor ? `older=${cursor.older}` : `newer=${cursor.newer}`}`,
    );

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Leads</h1>
      <DoneMessage message={page.done} />

      <FilterForm
        action={ADMIN_LEADS_PATH}
        titleId="filters-title"
        title="Filter leads"
        fieldsClassName="grid gap-3 sm:grid-cols-2 lg:grid-cols-4"
        buttonClassName={BUTTON}
        clear={page.filtered ? { href: ADMIN_LEADS_PATH, text: "Clear filters" } : null}
      >
        <InputField
          {...field("q")}
          type="search"
          label="Search"
          hint="Name, email, phone, postcode or message"
          constraints={page.searchConstraints}
        />
        <SelectField {...field("branch")} label="Branch" options={branchOptions} />
        <SelectField
          {...field("kind")}
          label="Kind"
          options={[
            { value: "", label: "Any kind" },
            ...INBOX_LEAD_KINDS.map((kind) => ({ value: kind, label: LEAD_KIND_LABELS[kind]! })),
          ]}
        />
        <SelectField
          {...field("status")}
          label="Status"
          options={statusOptions({ value: "", label: "Any status" })}
        />
        <SelectField {...field("assigned")} label="Assigned to" options={assigneeOptions} />
        <InputField {...field("from")} type="date" label="Received from" />
        <InputField {...field("to")} type="date" label="Received until" />
      </FilterForm>

      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <p id="lead-count" data-lead-count>
          {countText}
        </p>
        <a href={`${ADMIN_LEADS_EXPORT_PATH}${page.query}`} download className="underline">
          Export these leads as CSV
        </a>
        <a href={ADMIN_LEADS_BRANCHES_PATH} className="underline">
          New leads and response times by branch
        </a>
      </div>

      {page.rows.length === 0 ? (
        <p>No leads match these filters.</p>
      ) : (
        <form method="post" action={adminLeadsListPath(page.listQuery)} className="flex flex-col gap-3">
          <TokenInput token={page.token} />
          <DataTable
            region="Leads"
            className="w-full text-left text-sm"
            describedBy="lead-count"
            caption="Leads, newest first"
            columns={LEAD_COLUMNS}
            rows={page.rows}
            rowAttributes={(row) => ({ "data-lead-row": row.id })}
          />
          <div className="flex flex-wrap items-end gap-3">
            <SelectField
              id="bulk-status"
              name="status"
              label="Set the ticked leads' status to"
              options={statusOptions({ value: "", label: "Choose a status" })}
              required
              errors={bulkErrors.status ?? bulkErrors.leads}
            />
            <button type="submit" className="rounded border border-black px-4 py-2">
              Change status
            </button>
          </div>
        </form>
      )}

      <Pager
        label="Pages of leads"
        items={[
          { text: "Newer leads", href: page.hasNewer && first ? pageLink({ newer: first.id }) : null },
          { text: "Older leads", href: page.hasOlder && last ? pageLink({ older: last.id }) : null },
        ]}
      />
    </div>
  );
}
