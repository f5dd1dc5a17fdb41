// /admin/staff/{id} (issue 14): one staff account — who, role, branches, state — and what this member of
// staff may do to it: resend the invite, disable or enable (owners; managers for their negotiators), change
// role and branches and reset the second factor (owners). An account outside the viewer's scope is a 404.
// Each form posts an intent here; the answer is a 303 back with `?done=`.
import { data, redirect } from "react-router";
import type { Route } from "./+types/staff-member";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { adminStaffMemberPath } from "../../../domain/admin/admin-urls.ts";
import { ROLE_LABELS, STAFF_ROLES } from "../../../modules/staff/model/roles.ts";
import { STAFF_STATE_LABELS } from "../../../modules/staff/model/staff-rules.ts";
import type { StaffActionResult } from "../../../modules/staff/index.ts";
import {
  staffMemberPage,
  resendInvite,
  resetSecondFactor,
  changeStaffAccess,
  disableStaff,
  enableStaff,
} from "../../../modules/staff/index.ts";
import { readFields } from "../_http/request.ts";
import { BUTTON, FormError, SECONDARY_BUTTON, StatusMessage, TokenInput } from "./admin-form.tsx";
import { formatWhen } from "./admin-format.ts";
import { RoleAndBranchFields } from "./staff-fields.tsx";
import { adminHeaders, auditOrigin, routeId, requireStaffArea } from "./require-staff.server.ts";
import { doneMessageOf } from "./done-message.ts";

const DONE_MESSAGES: Record<string, string> = {
  invited: "Invite sent: the set-up link works once, for 24 hours.",
  resend: "A new invite has been sent; the earlier link no longer works.",
  access: "Role and branches saved.",
  disable: "The account is disabled and all its sessions have ended.",
  enable: "The account can sign in again.",
  reset:
    "The second factor has been reset, the account's sessions have ended, and a new set-up link has been sent.",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaffArea(request, context.services, "staff");
  const page = await staffMemberPage(context.services.db, staff, routeId(params.id));
  if (!page) throw new Response("Not Found", { status: 404, headers: adminHeaders(context) });
  return data(
    {
      token: context.session.authenticityToken,
      status: doneMessageOf(request, DONE_MESSAGES),
      self: staff.id === page.member.id,
      ...page,
      member: {
        ...page.member,
        lastSignInAt: page.member.lastSignInAt?.toISOString() ?? null,
        createdAt: page.member.createdAt.toISOString(),
      },
    },
    { headers: adminHeaders(context) },
  );
}

type ActionData = { error?: string; errors?: Record<string, string[]> };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaffArea(request, services, "staff");
  const id = routeId(params.id);
  const fields = await readFields(request);
  const origin = auditOrigin(request, context.ip);
  const deps = { db: services.db, publicUrl: services.config.publicUrl };
  const intent = String(fields.intent ?? "");
  let result: StaffActionResult;
  switch (intent) {
    case "resend":
      result = await resendInvite(deps, staff, id, origin);
      break;
    case "access":
      result = await changeStaffAccess(services.db, staff, id, fields, origin);
      break;
    case "disable":
      result = await disableStaff(services.db, staff, id, origin);
      break;
    case "enable":
      result = await enableStaff(services.db, staff, id, origin);
      break;
    case "reset":
      result = await resetSecondFactor(deps, staff, id, origin);
      break;
    default:
      throw new Response("Bad Request", { status: 400, headers: adminHeaders(context) });
  }
  switch (result.kind) {
    case "done":
      return redirect(adminStaffMemberPath(id, intent), { status: 303, headers: adminHeaders(context) });
    case "not-found":
      throw new Response("Not Found", { status: 404, headers: adminHeaders(context) });
    case "forbidden":
      throw new Response("Forbidden", { status: 403, headers: adminHeaders(context) });
    case "refused":
      return data<ActionData>({ error: result.message }, { status: 409, headers: adminHeaders(context) });
    case "invalid":
      return data<ActionData>({ errors: result.errors }, { status: 422, headers: adminHeaders(context) });
  }
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data }: Route.MetaArgs) => [
  { title: `${data?.member.name || data?.member.email || "Staff"} · Staff · Admin` },
];

function ActionForm(props: { token: string; intent: string; label: string; primary?: boolean }) {
  return (
    <form method="post">
      <TokenInput token={props.token} />
      <input type="hidden" name="intent" value={props.intent} />
      <button type="submit" className={props.primary ? BUTTON : SECONDARY_BUTTON}>
        {props.label}
      </button>
    </form>
  );
}

export default function StaffMember({ loaderData, actionData }: Route.ComponentProps) {
  const { member, token, status, self } = loaderData;
  const action = actionData as ActionData | undefined;
  const branches = member.branches.map((branch) => branch.name).join(", ") || "None";
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-8 px-4 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{member.name || member.email}</h1>
        <StatusMessage text={status} />
        <FormError text={action?.error} />
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1">
          <dt className="font-semibold">Email</dt>
          <dd>{member.email}</dd>
          <dt className="font-semibold">Role</dt>
          <dd>{ROLE_LABELS[member.role]}</dd>
          <dt className="font-semibold">Branches</dt>
          <dd>{branches}</dd>
          <dt className="font-semibold">State</dt>
          <dd data-staff-state>{STAFF_STATE_LABELS[member.state]}</dd>
          <dt className="font-semibold">Last sign-in</dt>
          <dd>{formatWhen(member.lastSignInAt)}</dd>
        </dl>
        {self ? <p>This is your own account.</p> : null}
      </div>

      {loaderData.mayManage ? (
        <section aria-labelledby="staff-account-heading" className="flex flex-col gap-3">
          <h2 id="staff-account-heading" className="text-xl font-semibold">
            Account
          </h2>
          {member.state === "invited" ? (
            <>
              <p>They have not used their set-up link yet. A new invite makes the old link stop working.</p>
              <ActionForm token={token} intent="resend" label="Resend invite" />
            </>
          ) : null}
          {member.state === "disabled" ? (
            <>
              <p>This account cannot sign in.</p>
              <ActionForm token={token} intent="enable" label="Enable account" />
            </>
          ) : (
            <>
              <p>
                Disabling ends all of this account&apos;s sessions at once; it can be enabled again later.
              </p>
              <ActionForm token={token} intent="disable" label="Disable account" />
            </>
          )}
        </section>
      ) : null}

      {loaderData.mayChangeAccess ? (
        <>
          <section aria-labelledby="staff-access-heading" className="flex flex-col gap-3">
            <h2 id="staff-access-heading" className="text-xl font-semibold">
              Role and branches
            </h2>
            <form method="post" className="flex flex-col gap-4">
              <TokenInput token={token} />
              <input type="hidden" name="intent" value="access" />
              <RoleAndBranchFields
                roles={[...STAFF_ROLES]}
                branches={loaderData.branchChoices}
                role={member.role}
                branchIds={member.branches.map((branch) => branch.id)}
                errors={action?.errors}
              />
              <button type="submit" className={`self-start ${BUTTON}`}>
                Save role and branches
              </button>
            </form>
          </section>
          {member.state !== "disabled" ? (
            <section aria-labelledby="staff-reset-heading" className="flex flex-col gap-3">
              <h2 id="staff-reset-heading" className="text-xl font-semibold">
                Second factor
              </h2>
              <p>
                For a lost phone or security key: forgets the authenticator app, passkeys and recovery codes,
                ends the account&apos;s sessions, and emails a new set-up link.
              </p>
              <ActionForm token={token} intent="reset" label="Reset second factor" />
            </section>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
