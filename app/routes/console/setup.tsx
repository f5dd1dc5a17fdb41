// /console/setup/{token} (issue 44 item 6): an operator's one-time set-up link (`npm run operator:create`), the
// staff's set-up page over the operators' realm: a password, an authenticator app, then the recovery codes once,
// signed in.
import { data } from "react-router";
import type { Route } from "./+types/setup";
import { CONSOLE_HOME_PATH } from "../../../domain/operator/console-urls.ts";
import { completeOperatorSetup, operatorSetupForm } from "../../../modules/operators/index.ts";
import { SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { readFields } from "../_http/request.ts";
import { adminHeaders, auditOrigin } from "../admin/require-staff.server.ts";
import { tokenLinkHeaders, tooManyHeaders } from "../admin/signed-out-headers.server.ts";
import { SetupPage, type SetupPageData } from "../admin/setup-view.tsx";
import { operatorDeps } from "./console-guard.server.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const form = await operatorSetupForm(operatorDeps(context).db, params.token);
  const body: SetupPageData = form
    ? { state: "form", token: context.session.authenticityToken, form, errors: {} }
    : { state: "invalid" };
  return data(body, { headers: adminHeaders(context) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const result = await completeOperatorSetup(
    operatorDeps(context),
    params.token,
    await readFields(request),
    auditOrigin(request, context.ip),
    request.headers.get("cookie"),
  );
  const token = context.session.authenticityToken;
  switch (result.kind) {
    case "done":
      return data<SetupPageData>(
        { state: "done", recoveryCodes: result.recoveryCodes },
        { headers: adminHeaders(context, result.cookies) },
      );
    case "invalid":
      return data<SetupPageData>(
        { state: "form", token, form: result.form, errors: result.errors },
        { status: 422, headers: adminHeaders(context) },
      );
    case "too-many":
      return data<SetupPageData>(
        { state: "form", token, form: result.form, errors: { code: [SIGN_IN_MESSAGES.tooMany] } },
        { status: 429, headers: tooManyHeaders(context, result.retryAfter) },
      );
    case "unusable-token":
      return data<SetupPageData>({ state: "invalid" }, { status: 410, headers: adminHeaders(context) });
  }
}

export const headers = tokenLinkHeaders;

export const meta = () => [{ title: "Set up your account · Operators' console" }];

export default function ConsoleSetup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetupPage
      page={(actionData ?? loaderData) as SetupPageData}
      home={{ href: CONSOLE_HOME_PATH, label: "Continue to the console" }}
      askForLink="Ask for a new one (npm run operator:create)."
    />
  );
}
