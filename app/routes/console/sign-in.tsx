// /console/sign-in (issue 44 item 6): an operator's email and password; a right password leads to the second
// factor, never to a session (the staff's sign-in over the operators' realm, modules/operators).
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { AdminErrorBoundary, adminPageHeaders } from "../admin/admin-error.tsx";
import { CONSOLE_SECOND_FACTOR_PATH } from "../../../domain/operator/console-urls.ts";
import { operatorPasswordStep } from "../../../modules/operators/index.ts";
import { SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { readFields } from "../_http/request.ts";
import { Field, FormError } from "../admin/admin-form.tsx";
import { adminHeaders, auditOrigin } from "../admin/require-staff.server.ts";
import { tooManyHeaders } from "../admin/signed-out-headers.server.ts";
import { SignedOutForm, SignedOutPage } from "../admin/signed-out-page.tsx";
import { operatorDeps } from "./console-guard.server.ts";

export function loader({ context }: Route.LoaderArgs) {
  operatorDeps(context);
  return data(
    { token: context.session.authenticityToken, error: null as string | null },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await operatorPasswordStep(
    operatorDeps(context),
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  if (result.kind === "second-factor")
    return redirect(CONSOLE_SECOND_FACTOR_PATH, {
      status: 303,
      headers: adminHeaders(context, [result.cookie]),
    });
  const tooMany = result.kind === "too-many";
  return data(
    {
      token: context.session.authenticityToken,
      error: tooMany ? SIGN_IN_MESSAGES.tooMany : SIGN_IN_MESSAGES.failed,
    },
    {
      status: tooMany ? 429 : 401,
      headers: tooMany ? tooManyHeaders(context, result.retryAfter) : adminHeaders(context),
    },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Sign in · Operators' console" }];

export default function ConsoleSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <SignedOutPage heading="Operator sign in">
      <FormError text={page.error} />
      <SignedOutForm token={page.token} submit="Continue">
        <Field name="email" label="Email" type="email" autoComplete="username" />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
      </SignedOutForm>
    </SignedOutPage>
  );
}
