// POST /console/agencies/{id}/support (issue 44 item 6): "Open the back office" while the agency's owner grants
// support access — a one-time, 60-second hand-off link at the agency's own hostname, followed at once (a 303
// there). Without a grant in force, back to the agency's page saying so: the operator sees nothing inside.
import { redirect } from "react-router";
import type { Route } from "./+types/agency-support";
import { consoleAgencyPath } from "../../../domain/operator/console-urls.ts";
import { openSupportFromConsole } from "../../../modules/operators/index.ts";
import { adminHeaders, methodNotAllowed } from "../admin/require-staff.server.ts";
import { agencyIdOf, requireOperatorActor } from "./console-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperatorActor(request, context);
  throw methodNotAllowed("POST");
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { by, sources } = await requireOperatorActor(request, context);
  const id = agencyIdOf(params.id);
  const handoff = await openSupportFromConsole(sources, by, id);
  const headers = adminHeaders(context);
  // The link is spent at once and never shown; no page carries it on as a referrer.
  headers.set("Referrer-Policy", "no-referrer");
  return redirect(handoff ?? `${consoleAgencyPath(id)}?done=no-support`, { status: 303, headers });
}
