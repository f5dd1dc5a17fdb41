// /console/agencies/{id}/delete (issue 44 item 6): delete an agency and everything it owns, as
// `npm run agency:delete` does: only within 7 days of a whole export, never the install's own, and only when the
// operator types its primary hostname.
import { data, redirect } from "react-router";
import type { Route } from "./+types/agency-delete";
import { AdminErrorBoundary, adminPageHeaders } from "../admin/admin-error.tsx";
import { CONSOLE_HOME_PATH, consoleAgencyPath } from "../../../domain/operator/console-urls.ts";
import { htmlConstraints } from "../../../domain/admin/form-constraints.ts";
import { consoleAgencyPage, deleteFromConsole } from "../../../modules/operators/index.ts";
import { deleteSchema } from "../../../modules/operators/model/console-forms.ts";
import { readFields } from "../_http/request.ts";
import { BUTTON, TokenInput } from "../admin/admin-form.tsx";
import { InputField } from "../admin/admin-fields.tsx";
import { ADMIN_HEADERS, adminHeaders } from "../admin/require-staff.server.ts";
import { agencyIdOf, requireOperatorActor } from "./console-guard.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { sources } = await requireOperatorActor(request, context);
  const page = await consoleAgencyPage(sources, agencyIdOf(params.id));
  if (!page) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const { agency } = page;
  return data(
    {
      token: context.session.authenticityToken,
      id: agency.id,
      name: agency.name,
      primary: agency.hostnames.find((name) => name.isPrimary)?.hostname ?? "",
      constraints: htmlConstraints(deleteSchema.shape.confirm),
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { by, sources } = await requireOperatorActor(request, context);
  const result = await deleteFromConsole(sources, by, agencyIdOf(params.id), await readFields(request));
  if (result.kind === "deleted")
    return redirect(`${CONSOLE_HOME_PATH}?deleted=${encodeURIComponent(result.name)}`, {
      status: 303,
      headers: adminHeaders(context),
    });
  return data({ errors: result.errors }, { status: 422, headers: adminHeaders(context) });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Delete an agency · Operators' console" }];

export default function ConsoleAgencyDelete({ loaderData, actionData }: Route.ComponentProps) {
  const { token, id, name, primary, constraints } = loaderData;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">{`Delete ${name}?`}</h1>
      <p>
        Its site, its listings, media, visitors, leads, staff and content are deleted for good. This needs a
        whole export of the last 7 days: download one from the agency&rsquo;s page first.
      </p>
      <form method="post" className="flex flex-col gap-4">
        <TokenInput token={token} />
        <InputField
          id="delete-confirm"
          name="confirm"
          label={`Type ${primary} to confirm`}
          autoComplete="off"
          constraints={constraints}
          errors={actionData?.errors.confirm}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={BUTTON}>
            Delete the agency
          </button>
          <a href={consoleAgencyPath(id)} className="underline">
            Cancel
          </a>
        </div>
      </form>
    </div>
  );
}
