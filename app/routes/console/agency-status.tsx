// /console/agencies/{id}/status (issue 44 item 6): suspend or resume an agency, after confirming on this page (the
// console is script-free, so the confirmation is a page of its own: no dialog, no focus to restore).
import { data, redirect } from "react-router";
import type { Route } from "./+types/agency-status";
import { AdminErrorBoundary, adminPageHeaders } from "../admin/admin-error.tsx";
import { consoleAgencyPath } from "../../../domain/operator/console-urls.ts";
import { changeStatusFromConsole, consoleAgencyPage } from "../../../modules/operators/index.ts";
import { readFields } from "../_http/request.ts";
import { BUTTON, TokenInput } from "../admin/admin-form.tsx";
import { ADMIN_HEADERS, adminHeaders } from "../admin/require-staff.server.ts";
import { agencyIdOf, requireOperatorActor } from "./console-guard.server.ts";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { sources } = await requireOperatorActor(request, context);
  const page = await consoleAgencyPage(sources, agencyIdOf(params.id));
  if (!page) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const { agency } = page;
  return data(
    { token: context.session.authenticityToken, id: agency.id, name: agency.name, status: agency.status },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { by, sources } = await requireOperatorActor(request, context);
  const id = agencyIdOf(params.id);
  const result = await changeStatusFromConsole(sources, by, id, await readFields(request));
  if (result.kind === "not-found") throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  if (result.kind === "invalid") throw new Response("Unprocessable", { status: 422, headers: ADMIN_HEADERS });
  return redirect(`${consoleAgencyPath(id)}?done=${result.agency.status}`, {
    status: 303,
    headers: adminHeaders(context),
  });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Suspend or resume · Operators' console" }];

export default function ConsoleAgencyStatus({ loaderData }: Route.ComponentProps) {
  const { token, id, name, status } = loaderData;
  const suspending = status === "live";
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">{`${suspending ? "Suspend" : "Resume"} ${name}?`}</h1>
      <p>
        {suspending
          ? "Every one of its names will answer “Site unavailable” (503) until it is resumed: visitors, staff and feeds alike. Nothing is deleted."
          : "Its site, back office and feeds will answer again at once."}
      </p>
      <form method="post" className="flex flex-wrap items-center gap-4">
        <TokenInput token={token} />
        <input type="hidden" name="status" value={suspending ? "suspended" : "live"} />
        <button type="submit" className={BUTTON}>
          {suspending ? "Suspend the agency" : "Resume the agency"}
        </button>
        <a href={consoleAgencyPath(id)} className="underline">
          Cancel
        </a>
      </form>
    </div>
  );
}
