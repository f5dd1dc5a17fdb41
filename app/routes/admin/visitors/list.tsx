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
import { BUTTON, TABLE, TableRegion } from "../admin-form.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("visitors"));
  const params = new URL(request.url).searchParams;
  const query = parseVisitorQuery(params);
  const page = await searchVisitors(context.services.db, query);
  const done = params.get("done");
  return data(
    {
      typed: params.get("q") ?? "",
      errors: query.errors,
      searchConstraints: htmlConstraints(visitorSearchField),
      done: done ? (VISITOR_DONE_MESSAGES[done] ?? null) : null,
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
  throw new Response("Method Not Allowed", { status: 405, headers: { ...ADMIN_HEADERS, Allow: "GET" } });
}

export function headers(args: Route.HeadersArgs) {
  return adminPageHeaders(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Visitors · Admin" }];

export default function Visitors({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Visitors</h1>
      <DoneMessage message={page.done} />

      <form
        method="get"
        action={ADMIN_VISITORS_PATH}
        role="search"
        aria-labelledby="visitor-search-title"
        className="flex flex-col gap-3"
      >
        <h2 id="visitor-search-title" className="text-lg font-semibold">
          Find a visitor
        </h2>
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
      </form>

      <p>
        <a href={ADMIN_VISITOR_OPT_INS_PATH} download className="underline">
          Export the marketing opt-ins as CSV
        </a>{" "}
        (everyone opted in now, with the evidence of their consent, for the mailing tool)
      </p>

      {page.rows.length === 0 ? (
        <p>{page.searched ? "No visitor matches this search." : "No visitor has registered yet."}</p>
      ) : (
        <TableRegion label="Visitor accounts">
          <table className={`w-full ${TABLE}`}>
            <caption className="sr-only">Visitor accounts, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Visitor</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Registered</th>
                <th scope="col">Marketing</th>
              </tr>
            </thead>
            <tbody>
              {page.rows.map((row) => (
                <tr key={row.id} data-visitor-row={row.id} className="border-t border-black/20 align-top">
                  <th scope="row" className="font-normal">
                    <a href={adminVisitorPath(row.id)} className="font-semibold underline">
                      {row.name}
                    </a>
                  </th>
                  <td>{row.email}</td>
                  <td>{row.phone || "—"}</td>
                  <td>
                    <time dateTime={row.registered}>{formatLeadTime(row.registered)}</time>
                  </td>
                  <td>{row.optedIn ? "Opted in" : "No"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableRegion>
      )}

      <nav aria-label="Pages of visitors" className="flex gap-4">
        {page.firstHref ? (
          <a href={page.firstHref} className="underline">
            Newest visitors
          </a>
        ) : null}
        {page.nextHref ? (
          <a href={page.nextHref} className="underline">
            Older visitors
          </a>
        ) : null}
      </nav>
    </div>
  );
}
