// /admin/password-reset (issue 42 item 6): a member of staff who has forgotten their password asks for a
// reset link by email (modules/staff/use-cases/staff-password-reset.ts). The answer is the same for any email.
import { data } from "react-router";
import type { Route } from "./+types/password-reset-request";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_SIGN_IN_PATH } from "../../../domain/admin/admin-urls.ts";
import { STAFF_RESET_TEXTS } from "../../../modules/staff/model/staff-limits.ts";
import { requestStaffPasswordReset } from "../../../modules/staff/index.ts";
import { readFields } from "../_http/request.ts";
import { BackLink, Field, FormError } from "./admin-form.tsx";
import { adminHeaders, auditOrigin } from "./require-staff.server.ts";
import { SignedOutForm, SignedOutPage } from "./signed-out-page.tsx";

type PageData = {
  token: string;
  state: "form" | "sent" | "too-many";
  errors: Record<string, string[]>;
};

export function loader({ context }: Route.LoaderArgs) {
  return data<PageData>(
    { token: context.session.authenticityToken, state: "form", errors: {} },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const result = await requestStaffPasswordReset(
    { db: services.db, limits: services.accountLimits, publicUrl: services.config.publicUrl },
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  const token = context.session.authenticityToken;
  switch (result.kind) {
    case "sent":
      return data<PageData>({ token, state: "sent", errors: {} }, { headers: adminHeaders(context) });
    case "invalid":
      return data<PageData>(
        { token, state: "form", errors: result.errors },
        { status: 422, headers: adminHeaders(context) },
      );
    case "too-many":
      return data<PageData>(
        { token, state: "too-many", errors: {} },
        { status: 429, headers: adminHeaders(context) },
      );
  }
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Forgotten password · Admin" }];

export default function PasswordResetRequest({ loaderData, actionData }: Route.ComponentProps) {
  const page = actionData ?? loaderData;
  return (
    <SignedOutPage heading="Forgotten password">
      {page.state === "sent" ? (
        <p role="status">{STAFF_RESET_TEXTS.sent}</p>
      ) : (
        <>
          <FormError text={page.state === "too-many" ? STAFF_RESET_TEXTS.tooMany : null} />
          <p>
            Enter the email you sign in with. You will need your authenticator app or a recovery code to
            choose a new password.
          </p>
          <SignedOutForm token={page.token} submit="Email me a reset link">
            <Field
              name="email"
              label="Email"
              type="email"
              autoComplete="username"
              errors={page.errors.email}
            />
          </SignedOutForm>
        </>
      )}
      <BackLink href={ADMIN_SIGN_IN_PATH}>Back to sign in</BackLink>
    </SignedOutPage>
  );
}
