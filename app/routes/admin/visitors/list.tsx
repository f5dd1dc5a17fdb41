// /admin/visitors (issue 15 item 5): visitor accounts, newest first, searched by name, email or phone as a GET
// form, 50 a page by cursor; and the marketing opt-ins export. Owners and managers.
import { data } from "react-router";
import type { Route } from "./+types/list";
import {
  ADMIN_VISITOR_OPT_INS_PATH,
  ADMIN_VISITORS_PATH,
  adminVisitorPath,
} from "../../../../domain/admin/admin-urls.ts";
import { htmlConstraints } from "../../../../domain/admin/form-constraints.ts";
import { formatLeadTime } from "../../../../modules/leads/model/lead-inbox-format.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { VISITOR_DONE_MESSAGES } from "../../../../modules/people/model/visitor-terms.ts";
import {
  parseVisitorQuery,
  visitorQueryString,
  visitorSearchField,
} from "../../../../modules/people/model/visitor-forms.ts";
import { searchVisitors } from "../../../../modules/people/index.ts";
import { DoneMessage, InputField } from "../admin-fields.tsx";
import { BUTTON } from "../admin-form.tsx";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { CursorPager } from "../../../ui/pager.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { adminHeaders, methodNotAllowed, requireStaff } from "../require-staff.server.ts";
import { doneMessageOf } from "../done-message.ts";
import { TitledForm } from "../titled-section.tsx";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("visitors"));
  const params = new URL(request.url).searchParams;
  const query = parseVisitorQuery(params);
  const page = await searchVisitors(context.services.db, query);
  return data(
    {
      typed: params.get("q") ?? "",
      errors: query.errors,
      searchConstraints: htmlConstraints(visitorSearchField),
      done: doneMessageOf(request, VISITOR_DONE_MESSAGES),
      searched: Boolean(query.q),
      firstHref: query.after ? `${ADMIN_VISITORS_PATH}${visitorQueryString(query.q)}` : null,
      nextHref: page.next ? `${ADMIN_VISITORS_PATH}${visitorQueryString(query.q, page.next)}` : null,
      rows: page.rows.map((row) => ({
        id: row.id,
        name: `${row.firstName} ${row.lastName}`.trim() || row.email,
        email: row.email,
        phone: [row.telMobile, row.telHome].filter(Boolean).join(", "),
        registered: row.createdAt.toISOString(),
        optedIn: row.isOptedInToMarketing,
      })),
    },
    { headers: adminHeaders(context) },
  );
}

/** Nothing is posted here; the guard still answers first (signed out: sign-in; other roles: 403). */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context.services, rolesFor("visitors"));
  throw methodNotAllowed("GET");
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Visitors · Admin" }];

const VISITOR_COLUMNS: Column<Route.ComponentProps["loaderData"]["rows"][number]>[] = [
  {
    header: "Visitor",
    cell: (row) => (
      <a href={adminVisitorPath(row.id)} className="font-semibold underline">
        {row.name}
      </a>
    ),
    rowHeader: true,
  },
  { header: "Email", cell: (row) => row.email },
  { header: "Phone", cell: (row) => row.phone || "—" },
  {
    header: "Registered",
    cell: (row) => <time dateTime={row.registered}>{formatLeadTime(row.registered)}</time>,
  },
  { header: "Marketing", cell: (row) => (row.optedIn ? "Opted in" : "No") },
];

export default function Visitors({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Visitors</h1>
      <DoneMessage message={page.done} />

      <TitledForm
        id="visitor-search-title"
        title="Find a visitor"
        headingClassName="text-lg font-semibold"
        method="get"
        action={ADMIN_VISITORS_PATH}
        role="search"
        className="flex flex-col gap-3"
      >
        <div className="flex flex-wrap items-end gap-3">
          <InputField
            id="visitor-q"
            name="q"
            type="search"
            label="Search"
            hint="Name, email or phone number"
            defaultValue={page.typed}
            errors={page.errors.q}
            constraints={page.searchConstraints}
          />
          <button type="submit" className={BUTTON}>
            Search
          </button>
          {page.searched ? (
            <a href={ADMIN_VISITORS_PATH} className="underline">
              Clear search
            </a>
          ) : null}
        </div>
      </TitledForm>

      <p>
        <a href={ADMIN_VISITOR_OPT_INS_PATH} download className="underline">
          Export the marketing opt-ins as CSV
        </a>{" "}
        (everyone opted in now, with the evidence of their consent, for the mailing tool)
      </p>

      <DataTable
        region="Visitor accounts"
        caption="Visitor accounts, newest first"
        columns={VISITOR_COLUMNS}
        rows={page.rows}
        rowAttributes={(row) => ({ "data-visitor-row": row.id })}
        empty={page.searched ? "No visitor matches this search." : "No visitor has registered yet."}
      />

      <CursorPager label="Pages of visitors" first="Newest visitors" next="Older visitors" hrefs={page} />
    </div>
  );
}
