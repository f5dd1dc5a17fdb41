// /admin/setup/{token} (issue 14): the one-time set-up link. Sets the password, enrols TOTP (QR code rendered
// on the server as SVG, and the secret as text), and then shows the recovery codes once, signed in.
import { data } from "react-router";
import type { Route } from "./+types/setup";
import { ADMIN_HOME_PATH } from "../../../domain/admin/admin-urls.ts";
import { completeSetup, setupForm, startStaffSession } from "../../../modules/staff/index.ts";
import { SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { readFields } from "../_http/request.ts";
import { adminHeaders, auditOrigin } from "./require-staff.server.ts";
import { tokenLinkHeaders, tooManyHeaders } from "./signed-out-headers.server.ts";
import { SetupPage, type SetupPageData } from "./setup-view.tsx";

type PageData = SetupPageData;

export async function loader({ params, context }: Route.LoaderArgs) {
  const form = await setupForm(context.services.db, params.token);
  const body: PageData = form
    ? { state: "form", token: context.session.authenticityToken, form, errors: {} }
    : { state: "invalid" };
  // 200 even for a spent link: after a successful set-up post this loader runs again to render the page, and a
  // 410 here would replace the action's status (the page then shows the action's recovery codes).
  return data(body, { headers: adminHeaders(context) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const origin = auditOrigin(request, context.ip);
  const result = await completeSetup(
    services.db,
    services.accountLimits,
    params.token,
    await readFields(request),
    origin,
  );
  switch (result.kind) {
    case "done": {
      const cookies = await startStaffSession(
        services.db,
        services.sessionKeys,
        result.accountId,
        origin,
        request.headers.get("cookie"),
      );
      return data<PageData>(
        { state: "done", recoveryCodes: result.recoveryCodes },
        { headers: adminHeaders(context, cookies) },
      );
    }
    case "invalid":
      return data<PageData>(
        { state: "form", token: context.session.authenticityToken, form: result.form, errors: result.errors },
        { status: 422, headers: adminHeaders(context) },
      );
    case "too-many":
      return data<PageData>(
        {
          state: "form",
          token: context.session.authenticityToken,
          form: result.form,
          errors: { code: [SIGN_IN_MESSAGES.tooMany] },
        },
        { status: 429, headers: tooManyHeaders(context, result.retryAfter) },
      );
    case "unusable-token":
      return data<PageData>({ state: "invalid" }, { status: 410, headers: adminHeaders(context) });
  }
}

export const headers = tokenLinkHeaders;

export const meta = () => [{ title: "Set up your account · Admin" }];

export default function Setup({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SetupPage
      page={(actionData ?? loaderData) as SetupPageData}
      home={{ href: ADMIN_HOME_PATH, label: "Continue to the back office" }}
      askForLink="Ask an owner for a new one."
    />
  );
}
