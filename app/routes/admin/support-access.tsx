// /admin/support-access (issue 44 item 6): the agency's owner lets the install's operators into this back office
// for 1 hour, 24 hours or 7 days, sees until when, and ends it at any time. Owners only, never a support user.
import { data, redirect } from "react-router";
import type { Route } from "./+types/support-access";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { ADMIN_SUPPORT_ACCESS_PATH } from "../../../domain/admin/admin-urls.ts";
import { changeSupportAccess, liveSupportGrant } from "../../../modules/staff/index.ts";
import { SUPPORT_PERIOD_LABELS } from "../../../modules/staff/model/support-access.ts";
import { readFields } from "../_http/request.ts";
import { SelectField } from "./admin-fields.tsx";
import { IntentForm, StatusMessage } from "./admin-form.tsx";
import { formatWhen } from "./admin-format.ts";
import { adminHeaders, auditOrigin, requireStaffArea } from "./require-staff.server.ts";

const DONE: Record<string, string> = {
  granted: "Support access is granted.",
  revoked: "Support access is ended: any support session ends at its next request.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaffArea(request, context.services, "support-access");
  const grant = await liveSupportGrant(context.services.db);
  return data(
    {
      token: context.session.authenticityToken,
      periods: Object.entries(SUPPORT_PERIOD_LABELS).map(([value, label]) => ({ value, label })),
      grant: grant && { until: grant.expiresAt.toISOString(), grantedBy: grant.grantedBy },
      done: DONE[new URL(request.url).searchParams.get("done") ?? ""] ?? null,
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const owner = await requireStaffArea(request, services, "support-access");
  const result = await changeSupportAccess(
    { db: services.db, installDb: context.installDb, agencyId: services.agencyId },
    owner,
    await readFields(request),
    auditOrigin(request, context.ip),
  );
  if (result.kind === "invalid")
    return data({ errors: result.errors }, { status: 422, headers: adminHeaders(context) });
  return redirect(`${ADMIN_SUPPORT_ACCESS_PATH}?done=${result.kind}`, {
    status: 303,
    headers: adminHeaders(context),
  });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Support access · Back office" }];

export default function SupportAccess({ loaderData, actionData }: Route.ComponentProps) {
  const { token, grant, done, periods } = loaderData;
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8">
      <h1 className="text-2xl font-semibold">Support access</h1>
      <StatusMessage text={done} focus />
      <p>
        The people who run this install (its operators) never see inside your back office unless you let them:
        while access is granted, an operator can open it as a support user (&ldquo;Support: their
        email&rdquo;) with an owner&rsquo;s rights, except staff accounts, feed keys and this page. Everything
        they do is in your audit log under that name.
      </p>
      {grant ? (
        <>
          <p data-support-state>{`Granted until ${formatWhen(grant.until)} (by ${grant.grantedBy}).`}</p>
          <IntentForm token={token} intent="revoke" submit="End support access now" secondary>
            {null}
          </IntentForm>
        </>
      ) : (
        <p data-support-state>Not granted: operators cannot open your back office.</p>
      )}
      <IntentForm
        token={token}
        intent="grant"
        submit={grant ? "Grant again from now" : "Grant support access"}
      >
        <SelectField
          id="support-period"
          name="period"
          label="For how long"
          options={periods}
          defaultValue="24h"
          required
          errors={actionData?.errors.period}
        />
      </IntentForm>
    </div>
  );
}
