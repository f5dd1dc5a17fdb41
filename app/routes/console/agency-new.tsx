// /console/agencies/new (issue 44 item 6): make an agency — its name, primary hostname, aliases and first owner —
// as `npm run agency:create` does; the owner's one-time set-up link is shown once, here.
import { data } from "react-router";
import type { Route } from "./+types/agency-new";
import { AdminErrorBoundary, adminPageHeaders } from "../admin/admin-error.tsx";
import { consoleAgencyPath } from "../../../domain/operator/console-urls.ts";
import { htmlConstraints } from "../../../domain/admin/form-constraints.ts";
import { createAgencyFromConsole } from "../../../modules/operators/index.ts";
import { newAgencySchema } from "../../../modules/operators/model/console-forms.ts";
import { SETUP_LINK_VALID_HOURS } from "../../../modules/staff/model/staff-messages.ts";
import { readFields } from "../_http/request.ts";
import { BUTTON, ProblemList, TokenInput } from "../admin/admin-form.tsx";
import { InputField, TextareaField } from "../admin/admin-fields.tsx";
import { adminHeaders } from "../admin/require-staff.server.ts";
import { requireOperatorActor } from "./console-guard.server.ts";

const constraints = () => ({
  name: htmlConstraints(newAgencySchema.shape.name),
  hostname: htmlConstraints(newAgencySchema.shape.hostname),
  aliases: htmlConstraints(newAgencySchema.shape.aliases),
  owner_email: htmlConstraints(newAgencySchema.shape.owner_email),
});

type Created = { id: number; name: string; hostnames: string[]; setupLink: string; publicUrl: string };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOperatorActor(request, context);
  return data(
    { token: context.session.authenticityToken, constraints: constraints() },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { by, sources } = await requireOperatorActor(request, context);
  const result = await createAgencyFromConsole(sources, by, await readFields(request));
  if (result.kind === "done") {
    // Shown once, in this answer only: the link is never stored (only its hash) nor put in a URL.
    const created: Created = {
      id: result.agency.id,
      name: result.agency.name,
      hostnames: result.hostnames,
      setupLink: result.setupLink,
      publicUrl: result.agency.publicUrl,
    };
    return data({ created, errors: {} as Record<string, string[]> }, { headers: adminHeaders(context) });
  }
  const errors = result.kind === "invalid" ? result.errors : {};
  return data({ created: null, errors }, { status: 422, headers: adminHeaders(context) });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "New agency · Operators' console" }];

export default function ConsoleNewAgency({ loaderData, actionData }: Route.ComponentProps) {
  const created = actionData?.created;
  if (created) {
    return (
      <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
        <h1 className="text-2xl font-semibold">{`${created.name} is live`}</h1>
        <p role="status">
          Its site answers at{" "}
          <a href={created.publicUrl} className="underline">
            {created.publicUrl}
          </a>{" "}
          ({created.hostnames.join(", ")}).
        </p>
        <h2 className="text-lg font-semibold">The owner&rsquo;s set-up link</h2>
        <p>
          Send it to the agency&rsquo;s owner: it works once, for {SETUP_LINK_VALID_HOURS} hours, and is shown
          only now.
        </p>
        <p>
          <code data-owner-setup-link className="break-all">
            {created.setupLink}
          </code>
        </p>
        <p>
          <a href={consoleAgencyPath(created.id)} className="underline">
            {`Go to ${created.name}`}
          </a>
        </p>
      </div>
    );
  }
  const errors = actionData?.errors ?? {};
  const c = loaderData.constraints;
  // The whole form's refusal (a name already an agency's): platform/form-submission.ts FORM_ERRORS.
  const base = errors.base;
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8">
      <h1 className="text-2xl font-semibold">New agency</h1>
      <p>
        The agency is live at once, with a starter site (the demo&rsquo;s theme under its name, without pages
        or photographs) and its owner invited by a one-time link.
      </p>
      {base ? <ProblemList problems={base} /> : null}
      <form method="post" className="flex flex-col gap-5">
        <TokenInput token={loaderData.token} />
        <InputField
          id="agency-name"
          name="name"
          label="Agency name"
          constraints={c.name}
          errors={errors.name}
        />
        <InputField
          id="agency-hostname"
          name="hostname"
          label="Primary hostname"
          hint="Such as www.example.co.uk: its links and emails use this name."
          autoComplete="off"
          constraints={c.hostname}
          errors={errors.hostname}
        />
        <TextareaField
          id="agency-aliases"
          name="aliases"
          label="Aliases (optional)"
          hint="Other names that redirect to the primary one, one per line."
          rows={3}
          constraints={c.aliases}
          errors={errors.aliases}
        />
        <InputField
          id="agency-owner-email"
          name="owner_email"
          label="Owner's email"
          type="email"
          autoComplete="off"
          constraints={c.owner_email}
          errors={errors.owner_email}
        />
        <button type="submit" className={`self-start ${BUTTON}`}>
          Make the agency
        </button>
      </form>
    </div>
  );
}
