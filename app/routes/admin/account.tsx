// /admin/account (issue 14): a member of staff's own account — name, passkeys, recovery codes, password and
// live sessions. Every form posts here with an `intent`; each intent calls one use case and answers with a
// 303 back to the page (`?done=` says what happened), except new recovery codes, which are shown once in the
// answer itself and never in a URL.
import { data, redirect } from "react-router";
import type { Route } from "./+types/account";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { adminAccountPath, ADMIN_SIGN_IN_PATH } from "../../../domain/admin/admin-urls.ts";
import {
  accountPage,
  changeOwnPassword,
  endOwnSession,
  regenerateRecoveryCodes,
  updateOwnName,
  registerPasskey,
  removePasskey,
  relyingParty,
  clearStaffCookie,
} from "../../../modules/staff/index.ts";
import { PASSKEY_MESSAGES, SIGN_IN_MESSAGES } from "../../../modules/staff/model/staff-messages.ts";
import { readFields } from "../_http/request.ts";
import { StatusMessage } from "./admin-form.tsx";
import {
  NameSection,
  PasskeysSection,
  PasswordSection,
  RecoveryCodesSection,
  SessionsSection,
  type AccountErrors,
} from "./account-sections.tsx";
import { adminHeaders, auditOrigin, requireStaffArea } from "./require-staff.server.ts";
import { doneMessageOf } from "./done-message.ts";

const DONE_MESSAGES: Record<string, string> = {
  name: "Your name has been saved.",
  "passkey-added": "Your passkey has been added.",
  "passkey-removed": "The passkey has been removed.",
  password: "Your password has been changed. Your other sessions have been signed out.",
  "session-ended": "That session has been signed out.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffArea(request, context.services, "account");
  const page = await accountPage(context.services.db, staff);
  return data(
    {
      token: context.session.authenticityToken,
      status: doneMessageOf(request, DONE_MESSAGES),
      email: page.email,
      name: page.name,
      recoveryCodesLeft: page.recoveryCodesLeft,
      passkeys: page.passkeys.map((passkey) => ({
        ...passkey,
        createdAt: passkey.createdAt.toISOString(),
        lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
      })),
      sessions: page.sessions.map((session) => ({
        ...session,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
      })),
    },
    { headers: adminHeaders(context) },
  );
}

type ActionData = { errors?: AccountErrors; recoveryCodes?: string[] };

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaffArea(request, services, "account");
  const fields = await readFields(request);
  const origin = auditOrigin(request, context.ip);
  const back = (done: string) =>
    redirect(adminAccountPath(done), { status: 303, headers: adminHeaders(context) });
  const invalid = (errors: AccountErrors, status = 422) =>
    data<ActionData>({ errors }, { status, headers: adminHeaders(context) });

  switch (fields.intent) {
    case "name": {
      const result = await updateOwnName(services.db, staff, fields, origin);
      return result.kind === "done" ? back("name") : invalid({ name: result.errors });
    }
    case "add-passkey": {
      const party = relyingParty(services.config.publicUrl);
      const result = await registerPasskey(services.db, party, staff, fields, origin);
      if (result.kind === "added") return back("passkey-added");
      if (result.kind === "invalid") return invalid({ passkey: result.errors });
      return invalid({ passkey: { passkey_response: [PASSKEY_MESSAGES.registrationFailed] } }, 400);
    }
    case "remove-passkey": {
      const removed = await removePasskey(services.db, staff, Number(fields.passkey_id), origin);
      if (!removed) throw new Response("Not Found", { status: 404, headers: adminHeaders(context) });
      return back("passkey-removed");
    }
    case "recovery-codes": {
      const recoveryCodes = await regenerateRecoveryCodes(services.db, staff, origin);
      return data<ActionData>({ recoveryCodes }, { headers: adminHeaders(context) });
    }
    case "password": {
      const result = await changeOwnPassword(
        { db: services.db, limits: services.accountLimits },
        staff,
        fields,
        origin,
      );
      if (result.kind === "changed") return back("password");
      if (result.kind === "invalid") return invalid({ password: result.errors });
      const headers = adminHeaders(context);
      headers.set("Retry-After", String(result.retryAfter));
      return data<ActionData>(
        { errors: { password: { current_password: [SIGN_IN_MESSAGES.tooMany] } } },
        { status: 429, headers },
      );
    }
    case "end-session": {
      const ended = await endOwnSession(services.db, staff, fields.session, origin);
      if (!ended) throw new Response("Not Found", { status: 404, headers: adminHeaders(context) });
      // Signing out this very browser is a sign-out.
      if (fields.session === staff.sessionIdHash) {
        return redirect(ADMIN_SIGN_IN_PATH, {
          status: 303,
          headers: adminHeaders(context, [clearStaffCookie(services.sessionKeys)]),
        });
      }
      return back("session-ended");
    }
    default:
      throw new Response("Bad Request", { status: 400, headers: adminHeaders(context) });
  }
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Your account · Admin" }];

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const page = loaderData;
  const errors = (actionData as ActionData | undefined)?.errors ?? {};
  const recoveryCodes = (actionData as ActionData | undefined)?.recoveryCodes;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">Your account</h1>
        <p>Signed in as {page.email}.</p>
        <StatusMessage text={recoveryCodes ? "Your new recovery codes are below." : page.status} />
      </div>
      <NameSection token={page.token} name={page.name} errors={errors.name} />
      <PasskeysSection token={page.token} passkeys={page.passkeys} errors={errors.passkey} />
      <RecoveryCodesSection token={page.token} left={page.recoveryCodesLeft} codes={recoveryCodes} />
      <PasswordSection token={page.token} errors={errors.password} />
      <SessionsSection token={page.token} sessions={page.sessions} />
    </div>
  );
}
