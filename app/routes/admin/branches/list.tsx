// /admin/branches (issue 15 item 4): the branches in the viewer's scope with their team and listings, "Add a
// branch" (owners), and the external commercial department (owners: spec §3 externalCommercialDepartment, the
// department commercial listings are sent to).
import { isPlaceholderBranch } from "../../../../modules/branches/model/branch-list.ts";
import { data, redirect } from "react-router";
import type { Route } from "./+types/list";
import {
  ADMIN_BRANCHES_PATH,
  ADMIN_NEW_BRANCH_PATH,
  adminBranchPath,
  withDone,
} from "../../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { branchPath } from "../../../../domain/urls.ts";
import { branchList, saveExternalDepartment } from "../../../../modules/branches/index.ts";
import { DoneMessage } from "../admin-fields.tsx";
import { BUTTON, TokenInput } from "../admin-form.tsx";
import { DataTable, nameColumn, type Column } from "../../../ui/data-table.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { fieldId } from "../listings/spec-field.tsx";
import { DepartmentContactFields } from "./department-fields.tsx";
import { EXTERNAL_DEPARTMENT_CONSTRAINTS, readBranchPost } from "./branch-form.server.ts";
import { doneMessageOf } from "../done-message.ts";
import { TitledForm } from "../titled-section.tsx";

const DONE: Record<string, string> = {
  removed: "Branch removed. Its leads stay in the inbox, in the main inbox.",
  external: "External commercial department saved.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("branches"));
  const { rows, mayCreate, external } = await branchList(context.services.db, staff);
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      mayCreate,
      branches: rows.map((row) => ({
        ...row,
        // A placeholder (issue 36) has no public page until its address is given.
        publicPath: isPlaceholderBranch(row) ? null : branchPath(row.slug),
      })),
      external: mayCreate
        ? {
            values: {
              name: external?.name ?? "Commercial",
              label: external?.label ?? "Commercial",
              telephone: external?.telephone ?? "",
              email: external?.email ?? "",
              externalUrl: external?.externalUrl ?? "",
            },
            constraints: EXTERNAL_DEPARTMENT_CONSTRAINTS,
          }
        : null,
    },
    { headers: adminHeaders(context) },
  );
}

/** The external commercial department's form (owners). */
export async function action({ request, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("branches"));
  const { values } = await readBranchPost(request);
  const result = await saveExternalDepartment(context.services.db, actor, values);
  if (result.kind === "refused") throw new Response(result.message, { status: 403, headers: ADMIN_HEADERS });
  if (result.kind === "invalid") return data({ errors: result.errors, values }, { status: 422, headers });
  throw redirect(withDone(ADMIN_BRANCHES_PATH, "external"), { status: 303, headers });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Branches · Admin" }];

const BRANCH_COLUMNS: Column<Route.ComponentProps["loaderData"]["branches"][number]>[] = [
  nameColumn("Branch", (branch) => ({ href: adminBranchPath(branch.id), text: branch.name })),
  {
    header: "Town and postcode",
    cell: (branch) => (
      <>
        {branch.town} {branch.postcode}
      </>
    ),
  },
  { header: "Telephone", cell: (branch) => branch.telephone },
  { header: "From", cell: (branch) => (branch.source === "manual" ? "Added here" : branch.source) },
  {
    header: "Team",
    cell: (branch) => (
      <>
        {branch.staffCount}
        {branch.hiddenStaffCount ? ` (${branch.hiddenStaffCount} hidden)` : ""}
      </>
    ),
    headerClassName: "text-right",
    cellClassName: "text-right tabular-nums",
  },
  {
    header: "On the site",
    cell: (branch) =>
      branch.publicPath ? (
        <a href={branch.publicPath} className="underline">
          {branch.publicPath}
        </a>
      ) : (
        <span data-branch-placeholder>
          Not yet: a placeholder for the feed&apos;s branch code. Give its address to publish it; its listings
          show the main branch&apos;s contact meanwhile.
        </span>
      ),
  },
];

export default function Branches({ loaderData: page, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const externalValues = actionData?.values ?? page.external?.values ?? {};
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Branches</h1>
      <DoneMessage message={page.done} />
      {page.mayCreate ? (
        <p>
          <a href={ADMIN_NEW_BRANCH_PATH} className={`${BUTTON} inline-block`}>
            Add a branch
          </a>
        </p>
      ) : null}
      <DataTable
        region="Branches"
        caption="Branches, in the order the site lists them"
        columns={BRANCH_COLUMNS}
        rows={page.branches}
        rowAttributes={(branch) => ({ "data-branch": branch.id })}
        empty="No branch yet."
      />
      {page.external ? (
        <TitledForm
          id="external-title"
          title="External commercial department"
          method="post"
          action={ADMIN_BRANCHES_PATH}
          className="flex max-w-xl flex-col gap-3"
        >
          <p className="text-sm">
            Commercial listings send their enquiries here, whichever branch holds them. Give its own site's
            address when another firm handles commercial property for the agency.
          </p>
          <TokenInput token={page.token} />
          <DepartmentContactFields
            idOf={fieldId}
            last={["externalUrl", "Its own site (optional)", "url"]}
            values={externalValues}
            errors={errors}
            constraints={page.external.constraints}
          />
          <p>
            <button type="submit" className={BUTTON}>
              Save the department
            </button>
          </p>
        </TitledForm>
      ) : null}
    </div>
  );
}
