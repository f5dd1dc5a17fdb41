// /admin/support/{token} (issue 44 item 6): the operators' console's one-time hand-off into this agency's back
// office. A GET that redirects at once: the token (60 seconds, once, this agency's and that operator's only) starts
// the support user's session under the owner's grant in force; anything else is refused (403), no session.
import { redirect } from "react-router";
import type { Route } from "./+types/support-handoff";
import { ADMIN_HOME_PATH } from "../../../domain/admin/admin-urls.ts";
import { redeemSupportHandoff } from "../../../modules/staff/index.ts";
import { ADMIN_HEADERS, adminHeaders, auditOrigin } from "./require-staff.server.ts";

const REFUSED =
  "This support link does not open the back office: it works once, within a minute, while the agency's owner grants support access.";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { services } = context;
  const entered = await redeemSupportHandoff(
    { db: services.db, installDb: context.installDb, agencyId: services.agencyId },
    services.sessionKeys,
    params.token ?? "",
    { origin: auditOrigin(request, context.ip), cookieHeader: request.headers.get("cookie") },
  );
  if (!entered)
    throw new Response(REFUSED, {
      status: 403,
      headers: {
        ...ADMIN_HEADERS,
        "Content-Type": "text/plain; charset=utf-8",
        "Referrer-Policy": "no-referrer",
      },
    });
  // The token never travels on as a referrer from the page it leads to.
  const headers = adminHeaders(context, entered.cookies);
  headers.set("Referrer-Policy", "no-referrer");
  return redirect(ADMIN_HOME_PATH, { status: 303, headers });
}
