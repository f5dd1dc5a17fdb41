// GET /admin/leads/:id/files/:fileId (issue 14): a new-homes lead's uploaded file, for signed-in staff whose
// branches the lead is in; anyone else gets what they get for the lead itself (sign-in, 403 or 404).
import type { Route } from "./+types/lead-file";
import { parseId } from "../../../modules/leads/model/lead-inbox.ts";
import { rolesFor } from "../../../modules/staff/model/roles.ts";
import { openLeadFile } from "../../../modules/leads/index.ts";
import { ADMIN_HEADERS, adminHeaders, auditOrigin, requireStaff } from "./require-staff.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services, rolesFor("leads"));
  const leadId = parseId(params.id);
  const fileId = parseId(params.fileId);
  const file =
    leadId === null || fileId === null
      ? null
      : await openLeadFile(
          { db: services.db, dataDir: services.config.dataDir },
          staff,
          leadId,
          fileId,
          auditOrigin(request, context.ip),
        );
  if (!file) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const headers = adminHeaders(context);
  headers.set("Content-Type", file.contentType);
  headers.set("Content-Length", String(file.size));
  // Always a download, never shown inline: the file is the visitor's, not ours.
  headers.set(
    "Content-Disposition",
    `attachment; filename="${file.fileName.replace(/[^\w.() -]/g, "_")}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
  );
  headers.set("X-Content-Type-Options", "nosniff");
  return new Response(file.body, { headers });
}
