// /admin/visitors/:id/erase (issue 15 item 5, UK GDPR right to erasure): what erasing will do, and the
// confirmation — the visitor's email typed again — posted with the authenticity token. Done: 303 to the list
// with a confirmation; a wrong email: 422 with the message beside the field. Owners and managers.
import { data, redirect } from "react-router";
import type { Route } from "./+types/erase";
import { ADMIN_VISITORS_PATH, adminVisitorPath, withDone } from "../../../../domain/admin/admin-urls.ts";
import { htmlConstraints } from "../../../../domain/admin/form-constraints.ts";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { VISITOR_MESSAGES } from "../../../../modules/people/model/visitor-terms.ts";
import { eraseConfirmField } from "../../../../modules/people/model/visitor-forms.ts";
import { eraseVisitor, visitorDetail } from "../../../../modules/people/index.ts";
import { readFields } from "../../_http/request.ts";
import { InputField } from "../admin-fields.tsx";
import { BackLink, BUTTON, TokenInput } from "../admin-form.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, auditOrigin, requireStaff } from "../require-staff.server.ts";
import { TitledForm } from "../titled-section.tsx";

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("visitors"));
  const id = parseId(params.id);
  const detail = id === null ? null : await visitorDetail(context.services.db, id);
  if (!detail) throw notFound();
  return data(
    {
      token: context.session.authenticityToken,
      confirmConstraints: htmlConstraints(eraseConfirmField),
      user: {
        id: detail.user.id,
        email: detail.user.email,
        name: `${detail.user.firstName} ${detail.user.lastName}`.trim() || detail.user.email,
      },
      counts: {
        saved: detail.saved.length,
        searches: detail.searches.length,
        alerts: detail.alerts.length,
        leads: detail.leads.length,
        consent: detail.consent.length,
      },
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { services } = context;
  const staff = await requireStaff(request, services, rolesFor("visitors"));
  const id = parseId(params.id);
  if (id === null) throw notFound();
  const fields = await readFields(request);
  const result = await eraseVisitor(
    { db: services.db, dataDir: services.config.dataDir },
    staff,
    id,
    fields.confirm_email,
    auditOrigin(request, context.ip),
  );
  if (result.kind === "not-found") throw notFound();
  if (result.kind === "unconfirmed") {
    return data(
      { errors: { confirm_email: [VISITOR_MESSAGES.confirmEmail] } },
      { status: 422, headers: adminHeaders(context) },
    );
  }
  return redirect(withDone(ADMIN_VISITORS_PATH, "erased"), { status: 303, headers: adminHeaders(context) });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Erase a visitor · Visitors · Admin" }];

export default function EraseVisitor({ loaderData: page, actionData }: Route.ComponentProps) {
  const { user, counts } = page;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-8">
      <BackLink href={adminVisitorPath(user.id)}>Back to {user.name}</BackLink>
      <h1 className="text-2xl font-semibold">Erase {user.name}</h1>
      <p>This cannot be undone. Erasing this person:</p>
      <ul className="list-disc pl-6">
        <li>
          deletes their account, with its sessions, {counts.saved} saved{" "}
          {counts.saved === 1 ? "property" : "properties"}, {counts.searches} saved{" "}
          {counts.searches === 1 ? "search" : "searches"} and {counts.alerts}{" "}
          {counts.alerts === 1 ? "alert" : "alerts"} sent;
        </li>
        <li>
          keeps their {counts.leads} {counts.leads === 1 ? "lead" : "leads"} (signed in or sent with the same
          email) for the agency&apos;s records, but removes the name, email, phone, address, message, every
          answer and uploaded file, and any mention of them in notes and emails;
        </li>
        <li>
          deletes the account&apos;s consent evidence and keeps each lead&apos;s terms tick without address or
          browser;
        </li>
        <li>records in the audit log who erased which account and when, with these counts only.</li>
      </ul>
      <p>Export their data first if they asked for a copy.</p>
      <TitledForm
        id="erase-title"
        title="Confirm the erasure"
        headingClassName="text-lg font-semibold"
        method="post"
        className="flex flex-col gap-3"
      >
        <TokenInput token={page.token} />
        <InputField
          id="confirm-email"
          name="confirm_email"
          label="Type the visitor's email address to confirm"
          hint={`The account's email: ${user.email}`}
          errors={actionData?.errors.confirm_email}
          constraints={page.confirmConstraints}
        />
        <div>
          <button type="submit" className={BUTTON}>
            Erase this person
          </button>
        </div>
      </TitledForm>
    </div>
  );
}
