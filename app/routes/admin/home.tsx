// /admin (issue 14): who is signed in, with which role and branches, and the ways to sign out.
import { data } from "react-router";
import type { Route } from "./+types/home";
import { ADMIN_AUDIT_PATH, ADMIN_SIGN_OUT_PATH } from "../../../domain/admin/admin-urls.ts";
import { ROLE_LABELS } from "../../../domain/admin/roles.ts";
import { TokenInput } from "./admin-form.tsx";
import { adminHeaders, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services);
  return data(
    {
      token: context.session.authenticityToken,
      staff: { email: staff.email, name: staff.name, role: staff.role, branchIds: staff.branchIds },
    },
    { headers: adminHeaders(context) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export const meta = () => [{ title: "Admin" }];

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  const { staff, token } = loaderData;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-semibold">Back office</h1>
      <p data-signed-in-as>
        Signed in as {staff.name || staff.email} ({ROLE_LABELS[staff.role]})
      </p>
      {staff.branchIds.length ? <p>Branches: {staff.branchIds.join(", ")}</p> : null}
      {staff.role === "owner" ? (
        <p>
          <a href={ADMIN_AUDIT_PATH} className="underline">
            Audit log
          </a>
        </p>
      ) : null}
      <div className="flex gap-4">
        <form method="post" action={ADMIN_SIGN_OUT_PATH}>
          <TokenInput token={token} />
          <button type="submit" className="rounded border border-black px-4 py-2">
            Sign out
          </button>
        </form>
        <form method="post" action={ADMIN_SIGN_OUT_PATH}>
          <TokenInput token={token} />
          <input type="hidden" name="everywhere" value="1" />
          <button type="submit" className="rounded border border-black px-4 py-2">
            Sign out everywhere
          </button>
        </form>
      </div>
    </div>
  );
}
