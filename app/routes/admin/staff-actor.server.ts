// What a back-office write starts with: the guard (requireStaff), the actor its audit entry names (the staff
// member, their address and browser) and the headers of its answer, whether a redirect or the form again.
import type { AppLoadContext } from "react-router";
import type { StaffRole } from "../../../modules/staff/model/roles.ts";
import { adminHeaders, auditOrigin, requireStaff } from "./require-staff.server.ts";

export async function requireStaffActor(
  request: Request,
  context: AppLoadContext,
  roles: readonly StaffRole[],
) {
  const staff = await requireStaff(request, context.services, roles);
  return {
    staff,
    actor: { staff, origin: auditOrigin(request, context.ip) },
    headers: adminHeaders(context),
  };
}
