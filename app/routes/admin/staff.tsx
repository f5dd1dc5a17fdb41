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
import { ROLE_LABELS } from "../../../modules/staff/model/roles.ts";
import { STAFF_STATE_LABELS } from "../../../modules/staff/model/staff-rules.ts";
import { staffListPage } from "../../../modules/staff/index.ts";
import { DataTable, nameColumn, TABLE, type Column } from "../../ui/data-table.tsx";
import { Pager } from "../../ui/pager.tsx";
import { formatWhen } from "./admin-format.ts";
import { adminHeaders, requireStaffArea } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffArea(request, context.services, "staff");
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

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Staff · Admin" }];

const STAFF_COLUMNS: Column<Route.ComponentProps["loaderData"]["rows"][number]>[] = [
  nameColumn("Name", (row) => ({ href: adminStaffMemberPath(row.id), text: row.name || row.email })),
  { header: "Email", cell: (row) => row.email },
  { header: "Role", cell: (row) => ROLE_LABELS[row.role] },
  { header: "Branches", cell: (row) => row.branches.map((branch) => branch.name).join(", ") || "—" },
  { header: "State", cell: (row) => STAFF_STATE_LABELS[row.state] },
  { header: "Last sign-in", cell: (row) => formatWhen(row.lastSignInAt) },
];

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
      <DataTable
        region="Staff"
        className={TABLE}
        caption={`Staff accounts by email (${total} in all, page ${page} of ${pageCount})`}
        columns={STAFF_COLUMNS}
        rows={rows}
        rowAttributes={(row) => ({ "data-staff-row": row.email })}
        rowClassName=""
      />
      <Pager
        label="Pages"
        linkClassName=""
        items={[
          { text: "Previous", href: page > 1 ? adminStaffPagePath(page - 1) : null },
          { status: `Page ${page} of ${pageCount}` },
          { text: "Next", href: page < pageCount ? adminStaffPagePath(page + 1) : null },
        ]}
      />
    </div>
  );
}
