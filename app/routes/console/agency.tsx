// /console/agencies/{id} (issue 44 item 6): one agency — its names (add or remove an alias), its usage with its
// media measured in its store, its group site (item 7: choose one, or none), and the ways to suspend or resume it,
// export it and delete it.
import { data, redirect } from "react-router";
import type { Route } from "./+types/agency";
import { AdminErrorBoundary, adminPageHeaders } from "../admin/admin-error.tsx";
import { consoleAgencyActionPath, consoleAgencyPath } from "../../../domain/operator/console-urls.ts";
import { htmlConstraints } from "../../../domain/admin/form-constraints.ts";
import {
  changeAliasFromConsole,
  changeGroupFromConsole,
  consoleAgencyPage,
} from "../../../modules/operators/index.ts";
import { aliasSchema } from "../../../modules/operators/model/console-forms.ts";
import { formatBytes } from "../../../modules/agencies/model/agency-usage.ts";
import { readFields } from "../_http/request.ts";
import { formatWhen } from "../admin/admin-format.ts";
import { BUTTON, IntentForm, SECONDARY_BUTTON, StatusMessage, TokenInput } from "../admin/admin-form.tsx";
import { InputField, SelectField } from "../admin/admin-fields.tsx";
import { ErrorList } from "../../ui/labelled-control.tsx";
import { adminHeaders } from "../admin/require-staff.server.ts";
import { ADMIN_HEADERS } from "../admin/require-staff.server.ts";
import { agencyIdOf, requireOperatorActor } from "./console-guard.server.ts";

const DONE: Record<string, string> = {
  "alias-added": "The alias was added: it redirects to the primary name.",
  "alias-removed": "The alias was removed.",
  suspended: "The agency is suspended: every one of its names answers “Site unavailable”.",
  live: "The agency is live again.",
  "no-support": "Its owner does not grant support access now: its back office stays closed to operators.",
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { sources } = await requireOperatorActor(request, context);
  const page = await consoleAgencyPage(sources, agencyIdOf(params.id));
  if (!page) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  const said = new URL(request.url).searchParams.get("done") ?? "";
  const done = said === "group" ? groupDone(page.agency.name, page.group) : (DONE[said] ?? null);
  return data(
    {
      token: context.session.authenticityToken,
      ...page,
      done,
      aliasConstraints: htmlConstraints(aliasSchema.shape.hostname),
    },
    { headers: adminHeaders(context) },
  );
}

/** The confirmation after the group form: what the agency is now, said with the names. */
function groupDone(name: string, group: { name: string } | null) {
  return group
    ? `${name} is now a member of ${group.name}: its live listings show on ${group.name}’s site.`
    : `${name} is in no group site.`;
}

type Intent = "add-alias" | "remove-alias" | "set-group";
const intentOf = (value: unknown): Intent =>
  value === "remove-alias" || value === "set-group" ? value : "add-alias";

export async function action({ request, params, context }: Route.ActionArgs) {
  const { by, sources } = await requireOperatorActor(request, context);
  const id = agencyIdOf(params.id);
  const fields = await readFields(request);
  const intent = intentOf(fields.intent);
  const change = intent === "set-group" ? changeGroupFromConsole : changeAliasFromConsole;
  const result = await change(sources, by, id, fields);
  if (result.kind === "done") {
    const done = intent === "set-group" ? "group" : intent === "add-alias" ? "alias-added" : "alias-removed";
    return redirect(`${consoleAgencyPath(id)}?done=${done}`, { status: 303, headers: adminHeaders(context) });
  }
  if (result.kind === "not-found") throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  return data({ errors: result.errors, intent }, { status: 422, headers: adminHeaders(context) });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: page }: Route.MetaArgs) => [
  { title: `${page?.agency.name ?? "Agency"} · Operators' console` },
];

export default function ConsoleAgency({ loaderData, actionData }: Route.ComponentProps) {
  const { agency, media, token, done, isInstallAgency, supportUntil } = loaderData;
  const addErrors = actionData?.intent === "add-alias" ? actionData.errors.hostname : undefined;
  const removeErrors = actionData?.intent === "remove-alias" ? actionData.errors.hostname : undefined;
  const groupErrors =
    actionData?.intent === "set-group" ? Object.values(actionData.errors).flat() : undefined;
  const usage = agency.usage;
  const figures: [string, string][] = [
    ["Status", agency.status === "live" ? "Live" : "Suspended"],
    ["Public address", agency.publicUrl],
    ["Listings", usage.listings.toLocaleString("en-GB")],
    ["Media", `${media.files.toLocaleString("en-GB")} files, ${formatBytes(media.bytes)}`],
    ["Leads", usage.leads.toLocaleString("en-GB")],
    [
      "Imports",
      `${usage.imports.toLocaleString("en-GB")} (${usage.importErrors.toLocaleString("en-GB")} refused or failed)`,
    ],
    ["Searches in the last 30 days", usage.searches30Days.toLocaleString("en-GB")],
    ["Requests in the last 30 days", usage.requests30Days.toLocaleString("en-GB")],
  ];
  const aliases = agency.hostnames.filter((name) => !name.isPrimary);
  const primary = agency.hostnames.find((name) => name.isPrimary)?.hostname ?? "";
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">{agency.name}</h1>
      <StatusMessage text={done} />
      <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1">
        {figures.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold">{term}</dt>
            <dd data-figure={term}>{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="names" className="flex flex-col gap-3">
        <h2 id="names" className="text-lg font-semibold">
          Hostnames
        </h2>
        <p>
          Primary: <strong>{primary}</strong>. Aliases and the www. twin redirect to it.
        </p>
        {aliases.length ? (
          <ul className="flex flex-col gap-2">
            {aliases.map((name) => (
              <li key={name.hostname} className="flex flex-wrap items-center gap-3">
                <span>{name.hostname}</span>
                <form method="post">
                  <TokenInput token={token} />
                  <input type="hidden" name="intent" value="remove-alias" />
                  <input type="hidden" name="hostname" value={name.hostname} />
                  <button type="submit" className={SECONDARY_BUTTON} aria-label={`Remove ${name.hostname}`}>
                    Remove
                  </button>
                </form>
              </li>
            ))}
          </ul>
        ) : (
          <p>No aliases.</p>
        )}
        {removeErrors ? (
          <p role="alert" className="text-red-800">
            {removeErrors.join(" ")}
          </p>
        ) : null}
        <IntentForm token={token} intent="add-alias" submit="Add alias">
          <InputField
            id="alias-hostname"
            name="hostname"
            label="New alias"
            autoComplete="off"
            constraints={loaderData.aliasConstraints}
            errors={addErrors}
          />
        </IntentForm>
      </section>

      <GroupSection {...loaderData} errors={groupErrors} />

      <section aria-labelledby="availability" className="flex flex-col gap-3">
        <h2 id="availability" className="text-lg font-semibold">
          Availability
        </h2>
        <p>
          <a
            href={consoleAgencyActionPath(agency.id, "status")}
            className={`inline-block ${SECONDARY_BUTTON}`}
          >
            {agency.status === "live" ? "Suspend the agency…" : "Resume the agency…"}
          </a>
        </p>
      </section>

      <section aria-labelledby="support" className="flex flex-col gap-3">
        <h2 id="support" className="text-lg font-semibold">
          Support access
        </h2>
        {supportUntil ? (
          <>
            <p data-support-state>{`Granted by its owner until ${formatWhen(supportUntil)}.`}</p>
            <form method="post" action={consoleAgencyActionPath(agency.id, "support")}>
              <TokenInput token={token} />
              <button type="submit" className={BUTTON}>
                Open the back office
              </button>
            </form>
          </>
        ) : (
          <p data-support-state>
            Not granted: only its owner can let operators into its back office, from its own Support access
            page.
          </p>
        )}
      </section>

      <section aria-labelledby="export" className="flex flex-col gap-3">
        <h2 id="export" className="text-lg font-semibold">
          Export and delete
        </h2>
        <p>
          The export is a zip of every table the agency owns, its media and its visitors&rsquo; uploads. An
          agency can be deleted within 7 days of a whole export.
        </p>
        <form method="post" action={consoleAgencyActionPath(agency.id, "export")}>
          <TokenInput token={token} />
          <button type="submit" className={BUTTON}>
            Download the export
          </button>
        </form>
        {isInstallAgency ? (
          <p>The install&rsquo;s own agency cannot be deleted.</p>
        ) : (
          <p>
            <a href={consoleAgencyActionPath(agency.id, "delete")} className="underline">
              Delete the agency…
            </a>
          </p>
        )}
      </section>
    </div>
  );
}

const GROUP_CHOICE_ID = "group-site";

/**
 * Its group site (issue 44 item 7): the group it is a member of and a form to choose another or none, or, for a
 * group, its members (a group cannot be a member of another). A refusal's summary takes the focus as the page
 * opens, its link leading to the list, whose message is tied to it.
 */
function GroupSection({
  agency,
  group,
  members,
  groupChoices,
  token,
  errors,
}: Route.ComponentProps["loaderData"] & { errors: string[] | undefined }) {
  const isGroup = members.length > 0;
  const suspended = (one: { name: string; status: string }, why = "") =>
    one.status === "live" ? one.name : `${one.name} (suspended${why})`;
  return (
    <section aria-labelledby="group" className="flex flex-col gap-3">
      <h2 id="group" className="text-lg font-semibold">
        Group site
      </h2>
      {errors?.length ? (
        <ErrorList
          title="Not changed: there is a problem"
          items={errors.map((text) => ({ text, href: isGroup ? null : `#${GROUP_CHOICE_ID}` }))}
          focus
        />
      ) : null}
      {isGroup ? (
        <>
          <p>
            A group site: its search shows its live members&rsquo; listings. A group cannot be a member of
            another.
          </p>
          <ul className="list-disc pl-6" data-group-members>
            {members.map((member) => (
              <li key={member.id}>
                <a href={consoleAgencyPath(member.id)} className="underline">
                  {suspended(member, ": its listings are not shown")}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <>
          <p data-group-state>
            {group ? (
              <>
                A member of{" "}
                <a href={consoleAgencyPath(group.id)} className="underline">
                  {group.name}
                </a>
                : its live listings show on that site&rsquo;s search too.
              </>
            ) : (
              "In no group site."
            )}
          </p>
          <IntentForm token={token} intent="set-group" submit="Save the group site">
            <SelectField
              id={GROUP_CHOICE_ID}
              name="group"
              label="Member of"
              hint={`The agencies that may be ${agency.name}’s group site: not the install’s own agency, nor a member of a group.`}
              options={[
                { value: "", label: "None" },
                ...groupChoices.map((choice) => ({ value: String(choice.id), label: suspended(choice) })),
              ]}
              defaultValue={group ? String(group.id) : ""}
              errors={errors}
            />
          </IntentForm>
        </>
      )}
    </section>
  );
}
