// /admin (issue 14): the overview — who is signed in, with which role and branches, and where to go next.
import { data } from "react-router";
import type { Route } from "./+types/home";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_SIGN_OUT_PATH } from "../../../domain/admin/admin-urls.ts";
import { ROLE_LABELS } from "../../../domain/admin/roles.ts";
import { adminNavigation } from "../../../services/admin/navigation.ts";
import { staffBranchNames } from "../../../services/admin/staff-directory.ts";
import { TokenInput } from "./admin-form.tsx";
import { adminHeaders, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services);
  return data(
    {
      token: context.session.authenticityToken,
      staff: { email: staff.email, name: staff.name, role: staff.role },
      // Names, not ids (issue 42 item 5).
      branches: await staffBranchNames(context.services.db, staff.branchIds),
      areas: (await adminNavigation(context.services.db, staff)).slice(1),
    },
    { headers: adminHeaders(context) },
  );
}

export function headers(args: Route.HeadersArgs) {
  return adminPageHeaders(args);
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Overview · Admin" }];

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { staff, branches, token, areas } = loaderData;
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Overview</h1>
      <p>
        Signed in as {staff.name || staff.email} ({ROLE_LABELS[staff.role]})
      </p>
      {branches.length ? <p>Branches: {branches.join(", ")}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.href}>
            <a
              href={area.href}
              className="block rounded border border-black/30 p-4 font-semibold underline-offset-4 hover:underline"
            >
              {area.label}
              {area.badge ? ` (${area.badge.count} ${area.badge.label})` : ""}
            </a>
          </li>
        ))}
      </ul>
      <form method="post" action={ADMIN_SIGN_OUT_PATH}>
        <TokenInput token={token} />
        <input type="hidden" name="everywhere" value="1" />
        <button type="submit" className="rounded border border-black px-4 py-2">
          Sign out everywhere
        </button>
      </form>
    </div>
  );
}
