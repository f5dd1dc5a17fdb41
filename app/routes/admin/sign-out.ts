// POST /admin/sign-out (issue 14): ends this session, or with `everywhere=1` every session of the account.
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { ADMIN_SIGN_IN_PATH } from "../../../domain/admin/admin-urls.ts";
import { signOutStaff } from "../../../modules/staff/index.ts";
import { readFields } from "../_http/request.ts";
import { adminHeaders, auditOrigin, requireStaff } from "./require-staff.server.ts";
import { postOnlyForStaff } from "./post-only.server.ts";

export const loader = postOnlyForStaff;

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services);
  const fields = await readFields(request);
  const cookie = await signOutStaff(
    { db: services.db, keys: services.sessionKeys },
    staff,
    { everywhere: fields.everywhere === "1" },
    auditOrigin(request, context.ip),
  );
  return redirect(ADMIN_SIGN_IN_PATH, { status: 303, headers: adminHeaders(context, [cookie]) });
}
