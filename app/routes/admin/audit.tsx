// /admin/audit (issue 14 item 3): the audit log, newest first, paginated on the server; owners only.
import { data } from "react-router";
import type { Route } from "./+types/audit";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { adminAuditPagePath } from "../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../domain/admin/roles.ts";
import { auditPage } from "../../../services/admin/audit.ts";

import { adminHeaders, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("audit"));
  const page = await auditPage(
    context.services.db,
    Number(new URL(request.url).searchParams.get("page") ?? 1),
  );
  return data(
    {
      page: page.page,
      pageCount: page.pageCount,
      rows: page.rows.map((row) => ({
        id: row.id,
        at: row.at.toISOString(),
        actor: row.actorEmail ?? "command line",
        action: row.action,
        subject: row.subject,
        change: JSON.stringify({ before: row.before, after: row.after }),
        ip: row.ip,
      })),
    },
    { headers: adminHeaders(context) },
  );
}

export function headers(args: Route.HeadersArgs) {
  return adminPageHeaders(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Audit log · Admin" }];

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { rows, page, pageCount } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Audit log</h1>
      <table className="text-left text-sm">
        <caption className="sr-only">Every back-office write, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Subject</th>
            <th scope="col">Change</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-audit-row>
              <td>{row.at}</td>
              <td>{row.actor}</td>
              <td>{row.action}</td>
              <td>{row.subject}</td>
              <td className="font-mono break-all">{row.change}</td>
              <td>{row.ip}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <nav aria-label="Pages" className="flex gap-4">
        {page > 1 ? <a href={adminAuditPagePath(page - 1)}>Newer</a> : null}
        <span>
          Page {page} of {pageCount}
        </span>
        {page < pageCount ? <a href={adminAuditPagePath(page + 1)}>Older</a> : null}
      </nav>
    </div>
  );
}
