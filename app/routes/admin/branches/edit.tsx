// /admin/branches/:id (issue 15 item 4): one branch's details, photo and coverage; its departments (added,
// changed, removed); its team (each person's own page); removing the branch (owners, once it holds no
// listing). Each write answers 303 back here with a confirmation; a refused one shows the page again with each
// error beside its field. The public pages change at once (the write announces itself to every cache).
import { data, redirect } from "react-router";
import type { Route } from "./+types/edit";
import {
  ADMIN_BRANCHES_PATH,
  ADMIN_LISTINGS_PATH,
  adminBranchPath,
  adminTeamMemberPath,
  withDone,
} from "../../../../domain/admin/admin-urls.ts";
import {
  BRANCH_DEPARTMENT_KINDS,
  DEPARTMENT_KIND_LABELS,
} from "../../../../modules/branches/model/branch-forms.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import { branchPath } from "../../../../domain/urls.ts";
import {
  branchEditor,
  mayCreateBranches,
  removeBranch,
  saveBranch,
  writeDepartment,
  type WriteResult,
} from "../../../../modules/branches/index.ts";
import { DoneMessage, SelectField } from "../admin-fields.tsx";
import { ButtonForm, BackLink, BUTTON, FormError, SECONDARY_BUTTON, TokenInput } from "../admin-form.tsx";
import { DataTable, nameColumn, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, routeId, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { ErrorSummary } from "../listings/spec-field.tsx";
import {
  BRANCH_CONSTRAINTS,
  DEPARTMENT_CONSTRAINTS,
  branchValues,
  readBranchPost,
} from "./branch-form.server.ts";
import { BranchFields } from "./branch-fields.tsx";
import { DepartmentContactFields } from "./department-fields.tsx";
import { TitledForm, TitledSection } from "../titled-section.tsx";
import { doneMessageOf } from "../done-message.ts";

const DONE: Record<string, string> = {
  created: "Branch added. It is on the site now: add its departments and team below.",
  saved: "Branch saved. The site shows it now.",
  unchanged: "Nothing had changed.",
  "department-added": "Department added.",
  "department-saved": "Department saved.",
  "department-removed": "Department removed.",
  "member-removed": "Removed from the team.",
};

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("branches"));
  const editor = await branchEditor(context.services.db, staff, routeId(params.id));
  if (!editor) throw notFound();
  const { branch, departments, team, mayRemove } = editor;
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      branch: {
        id: branch.id,
        name: branch.name,
        source: branch.source,
        publicPath: branchPath(branch.slug),
        photoUrl: branch.photoKey ? mediaPath(widthOnly(320), branch.photoKey) : null,
      },
      values: branchValues(branch),
      constraints: BRANCH_CONSTRAINTS,
      departmentConstraints: DEPARTMENT_CONSTRAINTS,
      kindOptions: BRANCH_DEPARTMENT_KINDS.map((kind) => ({
        value: kind,
        label: DEPARTMENT_KIND_LABELS[kind],
      })),
      departments: departments.map((d) => ({
        id: d.id,
        values: {
          kind: d.kind,
          name: d.name,
          label: d.label,
          telephone: d.telephone ?? "",
          email: d.email ?? "",
          branchDepartmentUrlLabel: d.branchDepartmentUrlLabel ?? "",
        },
      })),
      team: team.map((member) => ({
        id: member.id,
        name: `${member.firstName} ${member.surname}`,
        jobTitle: member.jobTitle,
        department: departments.find((d) => d.id === member.departmentId)?.label ?? null,
        contactable: [
          member.contactableForSales ? "sales" : null,
          member.contactableForLettings ? "lettings" : null,
        ]
          .filter(Boolean)
          .join(" and "),
        visible: member.visible,
      })),
      mayRemove,
      listingsPath: `${ADMIN_LISTINGS_PATH}?branch=${branch.id}`,
    },
    { headers: adminHeaders(context) },
  );
}

type ActionAnswer = {
  section: "branch" | "department" | "remove";
  /** The department form the errors belong to: "new" or a department's id. */
  target: string | null;
  errors: Record<string, string[]>;
  values: Record<string, string>;
  message: string | null;
};

export async function action({ request, params, context }: Route.ActionArgs) {
  const { staff, actor, headers } = await requireStaffActor(request, context, rolesFor("branches"));
  const id = routeId(params.id);
  const { services } = context;
  const post = await readBranchPost(request);
  const departmentId = /^\d{1,9}$/.test(post.values.departmentId ?? "")
    ? Number(post.values.departmentId)
    : null;
  const answer = (result: WriteResult, section: ActionAnswer["section"], done: string) => {
    if (result.kind === "missing") throw notFound();
    if (result.kind === "done" || result.kind === "unchanged") {
      const path = section === "remove" ? ADMIN_BRANCHES_PATH : adminBranchPath(id);
      throw redirect(withDone(path, result.kind === "unchanged" ? "unchanged" : done), {
        status: 303,
        headers,
      });
    }
    const body: ActionAnswer = {
      section,
      target:
        section === "department" ? (post.intent === "department-add" ? "new" : String(departmentId)) : null,
      errors: result.kind === "invalid" ? result.errors : {},
      values: post.values,
      message: result.kind === "refused" ? result.message : null,
    };
    return data(body, { status: result.kind === "refused" ? 409 : 422, headers });
  };
  switch (post.intent) {
    case "save":
      return answer(
        await saveBranch(
          { db: services.db, geocoder: services.geocoder, mediaStore: services.media.originals },
          actor,
          id,
          post,
        ),
        "branch",
        "saved",
      );
    case "department-add":
    case "department-save":
    case "department-remove": {
      const intent = post.intent.slice("department-".length) as "add" | "save" | "remove";
      const done = { add: "department-added", save: "department-saved", remove: "department-removed" }[
        intent
      ];
      return answer(
        await writeDepartment(services.db, actor, id, { intent, departmentId, values: post.values }),
        "department",
        done,
      );
    }
    case "remove": {
      if (!mayCreateBranches(staff)) throw new Response("Forbidden", { status: 403, headers: ADMIN_HEADERS });
      return answer(await removeBranch(services.db, actor, id), "remove", "removed");
    }
    default:
      throw new Response("Bad Request", { status: 400, headers: ADMIN_HEADERS });
  }
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.branch.name ?? "Branch"} · Branches · Admin` },
];

type DepartmentValues = Record<string, string>;

function DepartmentFields(props: {
  prefix: string;
  kindOptions: { value: string; label: string }[];
  values: DepartmentValues;
  errors: Record<string, string[]>;
  constraints: Record<string, { required?: boolean; minLength?: number; maxLength?: number }>;
}) {
  const id = (name: string) => `${props.prefix}-${name}`;
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <SelectField
        id={id("kind")}
        name="kind"
        label="What it does"
        options={props.kindOptions}
        defaultValue={props.values.kind ?? "sales"}
        errors={props.errors.kind}
        required
      />
      <DepartmentContactFields
        idOf={id}
        last={["branchDepartmentUrlLabel", "Link text (optional)", "text"]}
        values={props.values}
        errors={props.errors}
        constraints={props.constraints}
      />
    </div>
  );
}

const teamColumns = (branchId: number): Column<Route.ComponentProps["loaderData"]["team"][number]>[] => [
  nameColumn("Name", (member) => ({ href: adminTeamMemberPath(branchId, member.id), text: member.name })),
  { header: "Job title", cell: (member) => member.jobTitle },
  { header: "Department", cell: (member) => member.department ?? "None" },
  { header: "Contactable for", cell: (member) => member.contactable || "Neither" },
  { header: "On the site", cell: (member) => (member.visible ? "Shown" : "Hidden") },
];

export default function BranchEditor({ loaderData: page, actionData }: Route.ComponentProps) {
  const failed = actionData ?? null;
  const branchErrors = failed?.section === "branch" ? failed.errors : {};
  const errorsFor = (target: string) =>
    failed?.section === "department" && failed.target === target ? failed.errors : {};
  const valuesFor = (target: string, stored: DepartmentValues) =>
    failed?.section === "department" && failed.target === target ? failed.values : stored;
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8 px-4 py-8">
      <BackLink href={ADMIN_BRANCHES_PATH}>Branches</BackLink>
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold">{page.branch.name}</h1>
        <p>
          On the site at{" "}
          <a href={page.branch.publicPath} className="underline">
            {page.branch.publicPath}
          </a>
          {page.branch.source === "manual" ? null : <> · from the {page.branch.source} feed</>} ·{" "}
          <a href={page.listingsPath} className="underline">
            its listings on the listings desk
          </a>
        </p>
      </div>
      <DoneMessage message={page.done} />
      {failed?.section === "remove" ? <FormError text={failed.message} /> : null}

      <TitledSection id="details-title" title="Details" className="flex flex-col gap-4">
        <ErrorSummary errors={branchErrors} />
        <form
          method="post"
          action={adminBranchPath(page.branch.id)}
          encType="multipart/form-data"
          className="flex flex-col gap-6"
        >
          <TokenInput token={page.token} />
          <input type="hidden" name="intent" value="save" />
          <BranchFields
            values={failed?.section === "branch" ? failed.values : page.values}
            errors={branchErrors}
            constraints={page.constraints}
            feedSource={
              page.branch.source === "manual" || page.branch.source === "demo" ? null : page.branch.source
            }
            photoUrl={page.branch.photoUrl}
          />
          <p>
            <button type="submit" className={BUTTON}>
              Save the branch
            </button>
          </p>
        </form>
      </TitledSection>

      <TitledSection id="departments-title" title="Departments" className="flex flex-col gap-4">
        <p className="text-sm">
          Each department's number and email show on the branch page and on the listings it handles (sales,
          lettings, new homes); enquiries to it go to its email, else the branch's.
        </p>
        {page.departments.length === 0 ? <p>No department: enquiries go to the branch itself.</p> : null}
        {page.departments.map((department) => (
          <form
            key={department.id}
            method="post"
            action={adminBranchPath(page.branch.id)}
            aria-label={`Department ${department.values.label}`}
            data-department={department.id}
            className="flex flex-col gap-3 rounded border border-black/20 p-3"
          >
            <TokenInput token={page.token} />
            <input type="hidden" name="departmentId" value={department.id} />
            <DepartmentFields
              kindOptions={page.kindOptions}
              prefix={`department-${department.id}`}
              values={valuesFor(String(department.id), department.values)}
              errors={errorsFor(String(department.id))}
              constraints={page.departmentConstraints}
            />
            <p className="flex flex-wrap gap-3">
              <button type="submit" name="intent" value="department-save" className={BUTTON}>
                Save {department.values.label}
              </button>
              <button
                type="submit"
                name="intent"
                value="department-remove"
                formNoValidate
                className={SECONDARY_BUTTON}
              >
                Remove {department.values.label}
              </button>
            </p>
          </form>
        ))}
        <TitledForm
          id="new-department-title"
          title="Add a department"
          headingLevel={3}
          headingClassName="text-lg font-semibold"
          method="post"
          action={adminBranchPath(page.branch.id)}
          className="flex flex-col gap-3 rounded border border-black/20 p-3"
        >
          <TokenInput token={page.token} />
          <DepartmentFields
            kindOptions={page.kindOptions}
            prefix="department-new"
            values={valuesFor("new", {})}
            errors={errorsFor("new")}
            constraints={page.departmentConstraints}
          />
          <p>
            <button type="submit" name="intent" value="department-add" className={BUTTON}>
              Add the department
            </button>
          </p>
        </TitledForm>
      </TitledSection>

      <TitledSection id="team-title" title="Team" className="flex flex-col gap-4">
        <p>
          <a href={adminTeamMemberPath(page.branch.id, "new")} className={`${BUTTON} inline-block`}>
            Add a person
          </a>
        </p>
        <DataTable
          region="The branch's team"
          caption="The branch's team, in the order the site shows them"
          columns={teamColumns(page.branch.id)}
          rows={page.team}
          rowAttributes={(member) => ({ "data-team-member": member.id })}
          empty="Nobody yet."
        />
      </TitledSection>

      {page.mayRemove ? (
        <TitledSection id="remove-title" title="Remove this branch" className="flex flex-col gap-3">
          <p className="text-sm">
            Only a branch without listings can go. Its departments and team go with it; its leads stay, in the
            main inbox.
          </p>
          <ButtonForm token={page.token} action={adminBranchPath(page.branch.id)} intent="remove" secondary>
            Remove {page.branch.name}
          </ButtonForm>
        </TitledSection>
      ) : null}
    </div>
  );
}
