// /admin/sign-in/code (issue 14): the second factor — a code from the authenticator app or a recovery code.
// Only a browser that gave the right password in the last 5 minutes gets here; the staff session starts here.
import { data, redirect } from "react-router";
import type { Route } from "./+types/sign-in-code";
import { ADMIN_HOME_PATH, ADMIN_SIGN_IN_PATH } from "../../../domain/admin/admin-urls.ts";
import {
  SIGN_IN_MESSAGES,
  pendingStaff,
  signInWithSecondFactor,
} from "../../../services/admin/staff-sign-in.ts";
import { readFields } from "../_http/request.ts";
import { Field, TokenInput } from "./admin-form.tsx";
import { adminHeaders, auditOrigin } from "./require-staff.server.ts";

type PageData = { token: string; error: string | null };

function depsOf(services: Route.LoaderArgs["context"]["services"]) {
  return { db: services.db, keys: services.sessionKeys, limits: services.accountLimits };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!(await pendingStaff(depsOf(context.services), request.headers.get("cookie")))) {
    throw redirect(ADMIN_SIGN_IN_PATH, { status: 303, headers: adminHeaders(context) });
  }
  return data<PageData>(
    { token: context.session.authenticityToken, error: null },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const result = await signInWithSecondFactor(
    depsOf(context.services),
    request.headers.get("cookie"),
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  switch (result.kind) {
    case "signed-in":
      return redirect(ADMIN_HOME_PATH, { status: 303, headers: adminHeaders(context, result.cookies) });
    case "expired":
      return redirect(ADMIN_SIGN_IN_PATH, { status: 303, headers: adminHeaders(context) });
    case "too-many": {
      const headers = adminHeaders(context);
      headers.set("Retry-After", String(result.retryAfter));
      return data<PageData>(
        { token: context.session.authenticityToken, error: SIGN_IN_MESSAGES.tooMany },
        { status: 429, headers },
      );
    }
    case "failed":
      return data<PageData>(
        { token: context.session.authenticityToken, error: SIGN_IN_MESSAGES.codeFailed },
        { status: 401, headers: adminHeaders(context) },
      );
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
}

export const meta = () => [{ title: "Second step · Admin" }];

export default function SignInCode({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <div className="mx-auto flex max-w-sm flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-semibold">Enter your code</h1>
      <p>The 6-digit code from your authenticator app, or one of your recovery codes.</p>
      {page.error ? (
        <p role="alert" className="text-red-700">
          {page.error}
        </p>
      ) : null}
      <form method="post" className="flex flex-col gap-4">
        <TokenInput token={page.token} />
        <Field name="code" label="Code" autoComplete="one-time-code" autoFocus />
        <button type="submit" className="rounded bg-black px-4 py-2 text-white">
          Sign in
        </button>
      </form>
    </div>
  );
}
