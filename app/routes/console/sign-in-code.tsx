// /console/sign-in/code (issue 44 item 6): the operator's second factor — a code from the authenticator app or a
// recovery code. Only a browser that gave an operator's right password in the last 5 minutes gets here.
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in-code";
import { AdminErrorBoundary, adminPageHeaders } from "../admin/admin-error.tsx";
import { CONSOLE_HOME_PATH, CONSOLE_SIGN_IN_PATH } from "../../../domain/operator/console-urls.ts";
import { operatorPendingSignIn, operatorSecondFactorStep } from "../../../modules/operators/index.ts";
import { SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { readFields } from "../_http/request.ts";
import { Field, FormError } from "../admin/admin-form.tsx";
import { adminHeaders, auditOrigin } from "../admin/require-staff.server.ts";
import { tooManyHeaders } from "../admin/signed-out-headers.server.ts";
import { SignedOutForm, SignedOutPage } from "../admin/signed-out-page.tsx";
import { operatorDeps } from "./console-guard.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await operatorPendingSignIn(operatorDeps(context), request.headers.get("cookie"))))
    throw redirect(CONSOLE_SIGN_IN_PATH, { status: 303, headers: adminHeaders(context) });
  return data({ token: context.session.authenticityToken }, { headers: adminHeaders(context) });
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await operatorSecondFactorStep(
    operatorDeps(context),
    request.headers.get("cookie"),
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  switch (result.kind) {
    case "signed-in":
      return redirect(CONSOLE_HOME_PATH, { status: 303, headers: adminHeaders(context, result.cookies) });
    case "expired":
      return redirect(CONSOLE_SIGN_IN_PATH, { status: 303, headers: adminHeaders(context) });
    case "too-many":
      return data(
        { error: SIGN_IN_MESSAGES.tooMany },
        { status: 429, headers: tooManyHeaders(context, result.retryAfter) },
      );
    case "failed":
      return data({ error: SIGN_IN_MESSAGES.codeFailed }, { status: 401, headers: adminHeaders(context) });
  }
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Second step · Operators' console" }];

export default function ConsoleSignInCode({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SignedOutPage heading="Enter your code">
      <p>The 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <FormError text={actionData?.error} />
      <SignedOutForm token={loaderData.token} submit="Sign in">
        <Field name="code" label="Code" autoComplete="one-time-code" autoFocus />
      </SignedOutForm>
    </SignedOutPage>
  );
}
