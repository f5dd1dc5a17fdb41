// POST /console/sign-out (issue 44 item 6): ends the operator's session in this browser.
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { CONSOLE_SIGN_IN_PATH } from "../../../domain/operator/console-urls.ts";
import { signOutOperator } from "../../../modules/operators/index.ts";
import { adminHeaders, methodNotAllowed } from "../admin/require-staff.server.ts";
import { operatorDeps, requireOperatorActor } from "./console-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperatorActor(request, context);
  throw methodNotAllowed("POST");
}

export async function action({ request, context }: Route.ActionArgs) {
  const { operator, by } = await requireOperatorActor(request, context);
  const deps = operatorDeps(context);
  const cookie = await signOutOperator(deps.db, deps.keys, operator, by.origin);
  return redirect(CONSOLE_SIGN_IN_PATH, { status: 303, headers: adminHeaders(context, [cookie]) });
}
