// /admin/sign-in/code (issue 14): the second factor — a code from the authenticator app, a recovery code, or
// a passkey (when the account has one: the page's one script, /admin/passkeys.js, runs the ceremony and
// posts its result here as `passkey_response`). Only a browser that gave the right password in the last 5
// minutes gets here; the staff session starts here.
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in-code";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_SIGN_IN_PASSKEY_OPTIONS_PATH, adminSignInPath } from "../../../domain/admin/admin-urls.ts";
import { pendingSecondFactor, signInWithSecondFactor } from "../../../modules/staff/index.ts";
import { SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { readFields } from "../_http/request.ts";
import { Field, FormError, TokenInput } from "./admin-form.tsx";
import { PasskeyCeremony } from "./passkey-ceremony.tsx";
import { adminHeaders, auditOrigin, returnToOf, staffSignInDeps } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const pending = await pendingSecondFactor(staffSignInDeps(context.services), request.headers.get("cookie"));
  if (!pending) {
    throw redirect(adminSignInPath(returnToOf(request)), { status: 303, headers: adminHeaders(context) });
  }
  return data(
    { token: context.session.authenticityToken, passkeys: pending.passkeys },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signInWithSecondFactor(
    staffSignInDeps(context.services),
    request.headers.get("cookie"),
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  switch (result.kind) {
    case "signed-in":
      // Back to the page asked for (a back-office page only), or the overview.
      return redirect(returnToOf(request), { status: 303, headers: adminHeaders(context, result.cookies) });
    case "expired":
      return redirect(adminSignInPath(returnToOf(request)), { status: 303, headers: adminHeaders(context) });
    case "too-many": {
      const headers = adminHeaders(context);
      headers.set("Retry-After", String(result.retryAfter));
      return data({ error: SIGN_IN_MESSAGES.tooMany }, { status: 429, headers });
    }
    case "failed":
      return data(
        { error: result.method === "passkey" ? SIGN_IN_MESSAGES.passkeyFailed : SIGN_IN_MESSAGES.codeFailed },
        { status: 401, headers: adminHeaders(context) },
      );
  }
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Second step · Admin" }];

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const { token, passkeys } = loaderData;
  return (
    <div className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-semibold">Enter your code</h1>
      <p>The 6-digit code from your authenticator app, or one of your recovery codes.</p>
      <FormError text={actionData?.error} />
      <form method="post" className="flex flex-col gap-4">
        <TokenInput token={token} />
        <Field name="code" label="Code" autoComplete="one-time-code" autoFocus />
        <button type="submit" className="rounded bg-black px-4 py-2 text-white">
          Sign in
        </button>
      </form>
      {passkeys ? (
        <PasskeyCeremony
          ceremony="get"
          heading="Or use a passkey"
          optionsUrl={ADMIN_SIGN_IN_PASSKEY_OPTIONS_PATH}
          token={token}
          button="Use a passkey"
          unsupported="This browser cannot use passkeys here (it needs a recent browser with JavaScript turned on). Use the code from your authenticator app instead."
        />
      ) : null}
    </div>
  );
}
