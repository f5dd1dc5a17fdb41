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
import { Field, TokenInput } from "./admin-form.tsx";
import { adminHeaders, auditOrigin, returnToOf, staffSignInDeps } from "./require-staff.server.ts";

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
  const headers = adminHeaders(context);
  if (result.kind === "too-many") headers.set("Retry-After", String(result.retryAfter));
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
    <div className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-semibold">Staff sign in</h1>
      {page.passwordReset && !page.error ? <p role="status">{STAFF_RESET_TEXTS.changed}</p> : null}
      {page.error ? (
        <p role="alert" className="text-red-700">
          {page.error}
        </p>
      ) : null}
      <form method="post" className="flex flex-col gap-4">
        <TokenInput token={page.token} />
        <Field name="email" label="Email" type="email" autoComplete="username" />
        <Field name="password" label="Password" type="password" autoComplete="current-password" />
        <button type="submit" className="rounded bg-black px-4 py-2 text-white">
          Continue
        </button>
      </form>
      <p>
        <a href={ADMIN_PASSWORD_RESET_PATH} className="underline">
          Forgotten your password?
        </a>
      </p>
    </div>
  );
}
