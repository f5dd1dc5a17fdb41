// GET /admin/visitors/:id/export.json (issue 15 item 5, UK GDPR right of access): everything held about the
// person as one JSON file named with the day. Owners and managers; audited.
import type { Route } from "./+types/export";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { datedFileName } from "../../../../modules/people/model/visitor-terms.ts";
import { exportVisitor } from "../../../../modules/people/index.ts";
import { ADMIN_HEADERS, adminHeaders, auditOrigin, requireStaff } from "../require-staff.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services, rolesFor("visitors"));
  const id = parseId(params.id);
  const document =
    id === null ? null : await exportVisitor(services.db, staff, id, auditOrigin(request, context.ip));
  if (!document) return new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const headers = adminHeaders(context);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${datedFileName(`visitor-${id}`, "json")}"`);
  return new Response(JSON.stringify(document, null, 2), { headers });
}
