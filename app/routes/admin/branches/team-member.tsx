// /admin/branches/:id/team/:memberId (issue 15 item 4): a person of a branch's team as the public site shows them
// (photo, job title, department, contact details, contactable for sales and lettings, shown or hidden, order),
// added ("new") or changed, moved to another of the viewer's branches, or removed.
import { data, redirect } from "react-router";
import type { Route } from "./+types/team-member";
import { adminBranchPath, adminTeamMemberPath, withDone } from "../../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import { removeTeamMember, saveTeamMember, teamMemberEditor } from "../../../../modules/branches/index.ts";
import { DoneMessage, formFields, SelectField } from "../admin-fields.tsx";
import { ReplaceableImageField } from "../replaceable-image-field.tsx";
import { BackLink, BUTTON, SECONDARY_BUTTON, TokenInput } from "../admin-form.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, routeId, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { ErrorSummary, fieldId } from "../listings/spec-field.tsx";
import { STAFF_PROFILE_CONSTRAINTS, readBranchPost } from "./branch-form.server.ts";
import { doneMessageOf } from "../done-message.ts";

const DONE: Record<string, string> = {
  created: "Added to the team. The branch page shows them now.",
  saved: "Saved. The site shows the change now.",
  unchanged: "Nothing had changed.",
};

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

/** "new", or a person's id (the admin's 404 for anything else). */
const memberParam = (value: string | undefined) => (value === "new" ? null : routeId(value));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("branches"));
  const branchId = routeId(params.id);
  const editor = await teamMemberEditor(context.services.db, staff, branchId, memberParam(params.memberId));
  if (!editor) throw notFound();
  const { branch, departments, branches, member } = editor;
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      branch: { id: branch.id, name: branch.name },
      memberId: member?.id ?? null,
      photoUrl: member?.photoKey ? mediaPath(widthOnly(320), member.photoKey) : null,
      values: {
        branchId: String(branch.id),
        departmentId: member?.departmentId ? String(member.departmentId) : "",
        firstName: member?.firstName ?? "",
        surname: member?.surname ?? "",
        jobTitle: member?.jobTitle ?? "",
        telephone: member?.telephone ?? "",
        email: member?.email ?? "",
        contactableForSales: member?.contactableForSales ? "on" : "",
        contactableForLettings: member?.contactableForLettings ? "on" : "",
        visible: member === null || member.visible ? "on" : "",
        position: String(member?.position ?? 0),
      } as Record<string, string>,
      branches: branches.map((b) => ({ value: String(b.id), label: b.name })),
      departments: [
        { value: "", label: "None" },
        ...departments.map((d) => ({ value: String(d.id), label: d.label })),
      ],
      constraints: STAFF_PROFILE_CONSTRAINTS,
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("branches"));
  const branchId = routeId(params.id);
  const memberId = memberParam(params.memberId);
  const { services } = context;
  const post = await readBranchPost(request);
  if (post.intent === "remove") {
    if (memberId === null) throw notFound();
    const removed = await removeTeamMember(services.db, actor, branchId, memberId);
    if (removed.kind !== "done") throw notFound();
    throw redirect(withDone(adminBranchPath(branchId), "member-removed"), { status: 303, headers });
  }
  const result = await saveTeamMember(
    { db: services.db, mediaStore: services.media.originals },
    actor,
    branchId,
    memberId,
    post,
  );
  if (result.kind === "missing") throw notFound();
  if (result.kind === "invalid")
    return data({ errors: result.errors, values: post.values }, { status: 422, headers });
  if (result.kind === "unchanged")
    throw redirect(withDone(adminTeamMemberPath(branchId, memberId!), "unchanged"), { status: 303, headers });
  if (result.kind === "refused") throw new Response(result.message, { status: 403, headers: ADMIN_HEADERS });
  const movedTo = Number(post.values.branchId);
  throw redirect(withDone(adminTeamMemberPath(movedTo, result.id), memberId === null ? "created" : "saved"), {
    status: 303,
    headers,
  });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  {
    title: loaderData?.memberId
      ? `${loaderData.values.firstName} ${loaderData.values.surname} · ${loaderData.branch.name} · Admin`
      : `New person · ${loaderData?.branch.name ?? "Branch"} · Admin`,
  },
];

function Tick({
  name,
  label,
  checked,
  hint,
}: {
  name: string;
  label: string;
  checked: boolean;
  hint?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <label className="flex items-center gap-2 font-semibold">
        <input
          type="checkbox"
          name={name}
          defaultChecked={checked}
          aria-describedby={hint ? `${fieldId(name)}-hint` : undefined}
          className="size-5"
        />
        {label}
      </label>
      {hint ? (
        <p id={`${fieldId(name)}-hint`} className="text-sm text-black/70">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export default function TeamMember({ loaderData: page, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? page.values;
  const isNew = page.memberId === null;
  const path = adminTeamMemberPath(page.branch.id, page.memberId ?? "new");
  const field = formFields({ values, errors, constraints: page.constraints });
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <BackLink href={adminBranchPath(page.branch.id)}>{page.branch.name}</BackLink>
      <h1 className="text-2xl font-semibold">
        {isNew ? "Add a person" : `${page.values.firstName} ${page.values.surname}`}
      </h1>
      <DoneMessage message={page.done} />
      <ErrorSummary errors={errors} />
      <form method="post" action={path} encType="multipart/form-data" className="flex flex-col gap-4">
        <TokenInput token={page.token} />
        <input type="hidden" name="intent" value="save" />
        {field("firstName", "First name")}
        {field("surname", "Surname")}
        {field("jobTitle", "Job title")}
        <SelectField
          id={fieldId("branchId")}
          name="branchId"
          label="Branch"
          options={page.branches}
          defaultValue={values.branchId}
          errors={errors.branchId}
          required
        />
        <SelectField
          id={fieldId("departmentId")}
          name="departmentId"
          label="Department"
          hint="One of this branch's departments: choose None when moving them to another branch."
          options={page.departments}
          defaultValue={values.departmentId}
          errors={errors.departmentId}
        />
        {field("telephone", "Telephone (optional)", { type: "tel" })}
        {field("email", "Email (optional)", {
          type: "email",
          hint: "Enquiries to this person go here, else to their department or branch.",
        })}
        <fieldset className="flex flex-col gap-3">
          <legend className="font-semibold">On the site</legend>
          <Tick
            name="visible"
            label="Show on the site"
            checked={values.visible === "on"}
            hint="Hidden people leave the branch page and listings and cannot be contacted from the site."
          />
          <Tick
            name="contactableForSales"
            label="Contactable for sales"
            checked={values.contactableForSales === "on"}
            hint="Offered on sales listings of the branch."
          />
          <Tick
            name="contactableForLettings"
            label="Contactable for lettings"
            checked={values.contactableForLettings === "on"}
            hint="Offered on lettings listings of the branch."
          />
        </fieldset>
        {field("position", "Order on the branch page", { hint: "Lower numbers come first; 0 by default." })}
        <ReplaceableImageField
          name="photo"
          noun="photo"
          url={page.photoUrl}
          hint="A JPEG, PNG or WebP image of up to 10 MB: a portrait shows best."
          errors={errors.photo}
          portrait
          removeControl={<Tick name="removePhoto" label="Remove this photo" checked={false} />}
        />
        <p>
          <button type="submit" className={BUTTON}>
            {isNew ? "Add to the team" : "Save"}
          </button>
        </p>
      </form>
      {isNew ? null : (
        <form method="post" action={path} className="flex flex-col gap-2">
          <TokenInput token={page.token} />
          <p className="text-sm">
            Removing someone keeps their listings and leads, without the link to them. Hiding them keeps them
            here.
          </p>
          <p>
            <button type="submit" name="intent" value="remove" className={SECONDARY_BUTTON}>
              Remove {page.values.firstName} {page.values.surname}
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
