// /admin/staff (issue 14): the staff accounts this member of staff may see — owners everyone, managers
// themself and their branches' staff (scoped in the query) — by email, 50 a page.
import { data } from "react-router";
import type { Route } from "./+types/staff";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import {
  ADMIN_STAFF_INVITE_PATH,
  adminStaffMemberPath,
  adminStaffPagePath,
} from "../../../domain/admin/admin-urls.ts";
import { ROLE_LABELS, rolesFor } from "../../../modules/staff/model/roles.ts";
import { STAFF_STATE_LABELS } from "../../../modules/staff/model/staff-rules.ts";
import { staffListPage } from "../../../modules/staff/index.ts";
import { TABLE, TableRegion } from "./admin-form.tsx";
import { formatWhen } from "./admin-format.ts";
import { adminHeaders, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("staff"));
  const page = await staffListPage(
    context.services.db,
    staff,
    Number(new URL(request.url).searchParams.get("page") ?? 1),
  );
  return data(
    {
      ...page,
      rows: page.rows.map((row) => ({
        ...row,
        lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
      })),
    },
    { headers: adminHeaders(context) },
  );
}

export function headers(args: Route.HeadersArgs) {
  return adminPageHeaders(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Staff · Admin" }];

export default function Staff({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount, total, mayInvite } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-semibold">Staff</h1>
        {mayInvite ? (
          <a href={ADMIN_STAFF_INVITE_PATH} className="rounded bg-black px-4 py-2 text-white">
            Invite a member of staff
          </a>
        ) : null}
      </div>
      <TableRegion label="Staff">
        <table className={TABLE}>
          <caption className="sr-only">
            Staff accounts by email ({total} in all, page {page} of {pageCount})
          </caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Role</th>
              <th scope="col">Branches</th>
              <th scope="col">State</th>
              <th scope="col">Last sign-in</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-staff-row={row.email}>
                <th scope="row" className="font-normal">
                  <a href={adminStaffMemberPath(row.id)} className="underline">
                    {row.name || row.email}
                  </a>
                </th>
                <td>{row.email}</td>
                <td>{ROLE_LABELS[row.role]}</td>
                <td>{row.branches.map((branch) => branch.name).join(", ") || "—"}</td>
                <td>{STAFF_STATE_LABELS[row.state]}</td>
                <td>{formatWhen(row.lastSignInAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <nav aria-label="Pages" className="flex gap-4">
        {page > 1 ? <a href={adminStaffPagePath(page - 1)}>Previous</a> : null}
        <span>
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? <a href={adminStaffPagePath(page + 1)}>Next</a> : null}
      </nav>
    </div>
  );
}
