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
import { Field } from "./admin-form.tsx";
import { adminHeaders, auditOrigin } from "./require-staff.server.ts";
import { tokenLinkHeaders, tooManyHeaders } from "./signed-out-headers.server.ts";
import { NewPasswordFields, SignedOutForm, SignedOutPage } from "./signed-out-page.tsx";

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
    case "too-many":
      return data<PageData>(
        { state: "form", token, email: result.email, errors: { code: [SIGN_IN_MESSAGES.tooMany] } },
        { status: 429, headers: tooManyHeaders(context, result.retryAfter) },
      );
    case "unusable-link":
      return data<PageData>({ state: "invalid" }, { status: 410, headers: adminHeaders(context) });
  }
}

export const headers = tokenLinkHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Choose a new password · Admin" }];

export default function PasswordReset({ loaderData, actionData }: Route.ComponentProps) {
  const page = (actionData ?? loaderData) as PageData;
  if (page.state === "invalid") {
    return (
      <SignedOutPage heading="Choose a new password" width="wide">
        <p role="alert">This link has expired or has already been used.</p>
        <p>
          <a href={ADMIN_PASSWORD_RESET_PATH} className="underline">
            Ask for a new link
          </a>
        </p>
      </SignedOutPage>
    );
  }
  return (
    <SignedOutPage heading="Choose a new password" width="wide">
      <p>{`For ${page.email}.`}</p>
      <SignedOutForm token={page.token} submit="Change password">
        <NewPasswordFields label="New password" errors={page.errors} />
        <Field
          name="code"
          label="Code from your authenticator app, or a recovery code"
          autoComplete="one-time-code"
          errors={page.errors.code}
        />
      </SignedOutForm>
    </SignedOutPage>
  );
}
