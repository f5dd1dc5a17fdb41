// /admin/sign-in (issue 14): email and password; a right password leads to the second factor, never to a
// session (modules/staff/use-cases/staff-sign-in.ts). `?return_to=` (the page the guard was asked for) is kept through
// both steps (issue 42 item 4): the forms post to their own address, query included.
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_PASSWORD_RESET_PATH, adminSecondFactorPath } from "../../../domain/admin/admin-urls.ts";
import { STAFF_RESET_TEXTS } from "../../../modules/staff/model/staff-limits.ts";
import { signInWithPassword } from "../../../modules/staff/index.ts";
import { SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { readFields } from "../_http/request.ts";
import { Field, FormError } from "./admin-form.tsx";
import { adminHeaders, auditOrigin, returnToOf, staffSignInDeps } from "./require-staff.server.ts";
import { tooManyHeaders } from "./signed-out-headers.server.ts";
import { SignedOutForm, SignedOutPage } from "./signed-out-page.tsx";

type PageData = { token: string; error: string | null; passwordReset?: boolean };

export function loader({ request, context }: Route.LoaderArgs) {
  const passwordReset = new URL(request.url).searchParams.has("password_reset");
  return data<PageData>(
    { token: context.session.authenticityToken, error: null, passwordReset },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signInWithPassword(
    staffSignInDeps(context.services),
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  if (result.kind === "second-factor") {
    // The form posts to this page's own address, so `return_to` (the page asked for) is in the request's URL.
    return redirect(adminSecondFactorPath(returnToOf(request)), {
      status: 303,
      headers: adminHeaders(context, [result.cookie]),
    });
  }
  const headers =
    result.kind === "too-many" ? tooManyHeaders(context, result.retryAfter) : adminHeaders(context);
  const error = result.kind === "too-many" ? SIGN_IN_MESSAGES.tooMany : SIGN_IN_MESSAGES.failed;
  return data<PageData>(
    { token: context.session.authenticityToken, error },
    { status: result.kind === "too-many" ? 429 : 401, headers },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Sign in · Admin" }];

export default function SignIn({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <SignedOutPage heading="Staff sign in">
      {page.passwordReset && !page.error ? <p role="status">{STAFF_RESET_TEXTS.changed}</p> : null}
      <FormError text={page.error} />
      <SignedOutForm token={page.token} submit="Continue">
        <Field name="email" label="Email" type="email" autoComplete="username" />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
      </SignedOutForm>
      <p>
        <a href={ADMIN_PASSWORD_RESET_PATH} className="underline">
          Forgotten your password?
        </a>
      </p>
    </SignedOutPage>
  );
}
