// GET /admin/visitors/marketing-opt-ins.csv (issue 15 item 5): everyone opted in to marketing now, with the
// evidence of their consent, as CSV for the agency's mailing tool (formula cells neutralised). Audited.
import type { Route } from "./+types/opt-ins-export";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { datedFileName } from "../../../../modules/people/model/visitor-terms.ts";
import { auditOptInsExport, optInsCsvStream } from "../../../../modules/people/index.ts";
import { adminHeaders, auditOrigin, requireStaff } from "../require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services, rolesFor("visitors"));
  await auditOptInsExport(services.db, staff, auditOrigin(request, context.ip));
  const headers = adminHeaders(context);
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="${datedFileName("marketing-opt-ins", "csv")}"`);
  return new Response(optInsCsvStream(services.db), { headers });
}
