// /admin/content/preview (issue 15 item 1: "preview the site with the draft before publishing"). POST, from the
// back office, with a version (the draft's or any other): the public site then renders with that version for
// this member of staff alone (platform/content-preview.ts), from its home page. GET stops the preview, for
// anyone (it only clears the cookie), and returns to the content overview.
import { redirect } from "react-router";
import type { Route } from "./+types/preview";
import { ADMIN_CONTENT_PATH } from "../../../../domain/admin/admin-urls.ts";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { homePath } from "../../../../domain/urls.ts";
import { clearContentPreviewCookie, contentPreviewCookie } from "../../../../platform/content-preview.ts";
import { contentVersionExists } from "../../../../modules/site-editor/index.ts";
import { readFields } from "../../_http/request.ts";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  return redirect(ADMIN_CONTENT_PATH, {
    status: 303,
    headers: adminHeaders(context, [clearContentPreviewCookie(context.services.sessionKeys)]),
  });
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const versionId = parseId(String((await readFields(request)).version ?? ""));
  if (versionId === null || !(await contentVersionExists(context.services.db, versionId)))
    throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  return redirect(homePath(), {
    status: 303,
    headers: adminHeaders(context, [contentPreviewCookie(context.services.sessionKeys, versionId)]),
  });
}
