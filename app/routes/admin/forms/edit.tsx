// /admin/forms/:id (issue 15 item 3): a form definition's texts as fields and its elements as JSON (spec §3:
// fieldName, friendlyName, required, inputType, fieldPostion, hidden, disabled, options), checked by
// modules/leads/model/form-definition-schema.ts; each problem is named by its path. Live on the site once saved.
import { data, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { ADMIN_FORMS_PATH, adminFormPath, withDone } from "../../../../domain/admin/admin-urls.ts";
import { FORM_INPUT_TYPES } from "../../../../modules/leads/model/form-definition-schema.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { formToEdit, saveForm } from "../../../../modules/leads/index.ts";
import { readFields } from "../../_http/request.ts";
import { DoneMessage, InputField, TextareaField } from "../admin-fields.tsx";
import { BackLink, BUTTON, ProblemList, TokenInput } from "../admin-form.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, routeId, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { doneMessageOf } from "../done-message.ts";

const DONE: Record<string, string> = {
  saved: "Form saved. The site shows it now.",
  unchanged: "Nothing had changed.",
};

const TEXT_FIELDS = ["name", "submitButtonText", "para", "gaName", "notifyEmail"] as const;

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const form = await formToEdit(context.services.db, routeId(params.id));
  if (!form) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      id: form.id,
      slug: form.slug,
      values: {
        name: form.name,
        submitButtonText: form.submitButtonText,
        para: form.para ?? "",
        gaName: form.gaName ?? "",
        notifyEmail: form.notifyEmail ?? "",
        elements: JSON.stringify(form.elements, null, 2),
      } as Record<string, string>,
      inputTypes: FORM_INPUT_TYPES.join(", "),
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("content"));
  const id = routeId(params.id);
  const fields = await readFields(request);
  const values = Object.fromEntries(
    [...TEXT_FIELDS, "elements"].map((name) => [name, typeof fields[name] === "string" ? fields[name] : ""]),
  ) as Record<string, string>;
  let elements: unknown;
  try {
    elements = JSON.parse(values.elements!);
  } catch (error) {
    return data(
      { problems: [`elements: this is not valid JSON (${(error as Error).message})`], values },
      { status: 422, headers },
    );
  }
  const result = await saveForm(context.services.db, actor, id, { ...values, elements });
  if (result.kind === "missing") throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  if (result.kind === "invalid") return data({ problems: result.problems, values }, { status: 422, headers });
  throw redirect(withDone(adminFormPath(id), result.kind === "done" ? "saved" : "unchanged"), {
    status: 303,
    headers,
  });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.values.name ?? "Form"} · Forms · Admin` },
];

export default function EditForm({ loaderData: page, actionData }: Route.ComponentProps) {
  const values = actionData?.values ?? page.values;
  const problems = actionData?.problems ?? [];
  const problemsOf = (name: string) =>
    problems.filter((problem) => problem.startsWith(`${name}:`) || problem.startsWith(`${name}.`));
  /** A field of the definition: its id, its name, its value and the problems found at its path. */
  const bound = (name: string) => ({
    id: `form-${name}`,
    name,
    defaultValue: values[name],
    errors: problemsOf(name),
  });
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_FORMS_PATH}>Forms</BackLink>
      <h1 className="text-2xl font-semibold">{page.values.name}</h1>
      <DoneMessage message={page.done} />
      <ProblemList problems={problems} />
      <form method="post" action={adminFormPath(page.id)} className="flex flex-col gap-4">
        <TokenInput token={page.token} />
        <InputField {...bound("name")} label="Name" />
        <InputField {...bound("submitButtonText")} label="Button text" />
        <TextareaField {...bound("para")} label="Introduction (optional)" rows={3} />
        <InputField
          id="form-gaName"
          name="gaName"
          label="Analytics name (optional)"
          defaultValue={values.gaName}
        />
        <InputField
          {...bound("notifyEmail")}
          label="Send submissions to (optional)"
          type="email"
          hint="Else the agency's main inbox."
        />
        <TextareaField
          {...bound("elements")}
          label="Fields (JSON)"
          rows={24}
          hint={`One object per field: fieldName, friendlyName, required, inputType (${page.inputTypes}), fieldPostion (the order), and optionally hidden, disabled and options (a select's choices). A file field takes one file of up to 10 MB.`}
        />
        <p>
          <button type="submit" className={BUTTON}>
            Save the form
          </button>
        </p>
      </form>
    </div>
  );
}
