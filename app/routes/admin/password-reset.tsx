// /admin/password-reset/{token} (issue 42 item 6): the emailed link's page. A new password and a second
// factor (a TOTP code or a recovery code); on success every session of the account ends and the member of
// staff signs in afresh (modules/staff/use-cases/staff-password-reset.ts).
import { data, redirect } from "react-router";
import type { Route } from "./+types/password-reset";
import { AdminErrorBoundary } from "./admin-error.tsx";
import {
  ADMIN_PASSWORD_RESET_PATH,
  ADMIN_SIGN_IN_AFTER_RESET_PATH,
} from "../../../domain/admin/admin-urls.ts";
import { SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { completeStaffPasswordReset, staffResetForm } from "../../../modules/staff/index.ts";
import { readFields } from "../_http/request.ts";
import { Field, TokenInput } from "./admin-form.tsx";
import { adminHeaders, auditOrigin } from "./require-staff.server.ts";

type PageData =
  { state: "form"; token: string; email: string; errors: Record<string, string[]> } | { state: "invalid" };

export async function loader({ params, context }: Route.LoaderArgs) {
  const form = await staffResetForm(context.services.db, params.token);
  const body: PageData = form
    ? { state: "form", token: context.session.authenticityToken, email: form.email, errors: {} }
    : { state: "invalid" };
  return data(body, { status: form ? 200 : 410, headers: adminHeaders(context) });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const result = await completeStaffPasswordReset(
    { db: services.db, limits: services.accountLimits, publicUrl: services.config.publicUrl },
    params.token,
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  const token = context.session.authenticityToken;
  switch (result.kind) {
    case "reset":
      return redirect(ADMIN_SIGN_IN_AFTER_RESET_PATH, { status: 303, headers: adminHeaders(context) });
    case "invalid":
      return data<PageData>(
        { state: "form", token, email: result.email, errors: result.errors },
        { status: 422, headers: adminHeaders(context) },
      );
    case "too-many": {
      const headers = adminHeaders(context);
      headers.set("Retry-After", String(result.retryAfter));
      return data<PageData>(
        { state: "form", token, email: result.email, errors: { code: [SIGN_IN_MESSAGES.tooMany] } },
        { status: 429, headers },
      );
    }
    case "unusable-link":
      return data<PageData>({ state: "invalid" }, { status: 410, headers: adminHeaders(context) });
  }
}

export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  const chosen = actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;
  // The token in the URL must not leak to another site.
  chosen.set("Referrer-Policy", "same-origin");
  return chosen;
}

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Choose a new password · Admin" }];

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const page = (actionData ?? loaderData) as PageData;
  if (page.state === "invalid") {
    return (
      <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
        <h1 className="text-2xl font-semibold">Choose a new password</h1>
        <p role="alert">This link has expired or has already been used.</p>
        <p>
          <a href={ADMIN_PASSWORD_RESET_PATH} className="underline">
            Ask for a new link
          </a>
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto flex max-w-md flex-col gap-4 px-4 py-12">
      <h1 className="text-2xl font-semibold">Choose a new password</h1>
      <p>{`For ${page.email}.`}</p>
      <form method="post" className="flex flex-col gap-4">
        <TokenInput token={page.token} />
        <Field
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          errors={page.errors.password}
        />
        <Field
          name="password_confirmation"
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          errors={page.errors.password_confirmation}
        />
        <Field
          name="code"
          label="Code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          errors={page.errors.code}
        />
        <button type="submit" className="rounded bg-black px-4 py-2 text-white">
          Change password
        </button>
      </form>
    </div>
  );
}
