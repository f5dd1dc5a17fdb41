// /admin/staff/invite (issue 14): invite a member of staff by email. An owner may give any role and branches;
// a manager only a negotiator of their own branches (the form offers no more, and the server refuses more).
// The email carries a one-time set-up link (24 hours); then the member's page says it was sent.
import { data, redirect } from "react-router";
import type { Route } from "./+types/staff-invite";
import { AdminErrorBoundary, adminPageHeaders } from "./admin-error.tsx";
import { adminStaffMemberPath } from "../../../domain/admin/admin-urls.ts";
import { type StaffRole } from "../../../modules/staff/model/roles.ts";
import { EMAIL_MAX_LENGTH, STAFF_NAME_MAX_LENGTH } from "../../../modules/staff/model/staff-limits.ts";
import { inviteFormData, inviteStaff } from "../../../modules/staff/index.ts";
import { readFields } from "../_http/request.ts";
import { BUTTON, Field, TokenInput } from "./admin-form.tsx";
import { RoleAndBranchFields } from "./staff-fields.tsx";
import { adminHeaders, auditOrigin, requireStaffArea } from "./require-staff.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaffArea(request, context.services, "staff");
  return data(
    { token: context.session.authenticityToken, ...(await inviteFormData(context.services.db, staff)) },
    { headers: adminHeaders(context) },
  );
}

type ActionData = {
  errors: Record<string, string[]>;
  values: { email: string; name: string; role?: StaffRole; branchIds: number[] };
};

export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaffArea(request, services, "staff");
  const fields = await readFields(request);
  const result = await inviteStaff(
    { db: services.db, publicUrl: services.config.publicUrl },
    staff,
    fields,
    auditOrigin(request, context.ip),
  );
  if (result.kind === "invited") {
    return redirect(adminStaffMemberPath(result.staffUserId, "invited"), {
      status: 303,
      headers: adminHeaders(context),
    });
  }
  if (result.kind === "forbidden") {
    throw new Response("Forbidden", { status: 403, headers: adminHeaders(context) });
  }
  return data<ActionData>(
    { errors: result.errors, values: submitted(fields) },
    { status: 422, headers: adminHeaders(context) },
  );
}

/** What was typed, to fill the form again beside its errors. */
function submitted(fields: Record<string, unknown>): ActionData["values"] {
  const text = (value: unknown) => (typeof value === "string" ? value : "");
  const ticked = fields.branch_ids && typeof fields.branch_ids === "object" ? fields.branch_ids : {};
  return {
    email: text(fields.email),
    name: text(fields.name),
    role: text(fields.role) as StaffRole,
    branchIds: Object.keys(ticked).map(Number),
  };
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Invite a member of staff · Admin" }];

export default function StaffInvite({ loaderData, actionData }: Route.ComponentProps) {
  const { token, roles, branchChoices } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">Invite a member of staff</h1>
      <p>
        We email them a link to set up their account: it works once, for 24 hours. They choose a password and
        add an authenticator app.
      </p>
      <form method="post" className="flex flex-col gap-5">
        <TokenInput token={token} />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="off"
          maxLength={EMAIL_MAX_LENGTH}
          defaultValue={values?.email}
          errors={errors.email}
        />
        <Field
          name="name"
          label="Name (optional)"
          autoComplete="off"
          required={false}
          maxLength={STAFF_NAME_MAX_LENGTH}
          defaultValue={values?.name}
          errors={errors.name}
        />
        <RoleAndBranchFields
          roles={roles}
          branches={branchChoices}
          role={values?.role}
          branchIds={values?.branchIds}
          errors={errors}
        />
        <button type="submit" className={`self-start ${BUTTON}`}>
          Send invite
        </button>
      </form>
    </div>
  );
}
