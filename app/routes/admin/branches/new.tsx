// /admin/branches/new (issue 15 item 4; owners): a branch added by hand (source "manual"), placed at its
// postcode unless a position is given; then its page, for departments and the team.
import { data, redirect } from "react-router";
import type { Route } from "./+types/new";
import {
  ADMIN_BRANCHES_PATH,
  ADMIN_NEW_BRANCH_PATH,
  adminBranchPath,
  withDone,
} from "../../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { createBranch, mayCreateBranches } from "../../../../modules/branches/index.ts";
import { BackLink, BUTTON, TokenInput } from "../admin-form.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { ErrorSummary } from "../listings/spec-field.tsx";
import { BRANCH_CONSTRAINTS, readBranchPost } from "./branch-form.server.ts";
import { BranchFields } from "./branch-fields.tsx";

const ownersOnly = () => new Response("Forbidden", { status: 403, headers: ADMIN_HEADERS });

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("branches"));
  if (!mayCreateBranches(staff)) throw ownersOnly();
  return data(
    { token: context.session.authenticityToken, constraints: BRANCH_CONSTRAINTS },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { staff, actor, headers } = await requireStaffActor(request, context, rolesFor("branches"));
  if (!mayCreateBranches(staff)) throw ownersOnly();
  const post = await readBranchPost(request);
  const { services } = context;
  const result = await createBranch(
    { db: services.db, geocoder: services.geocoder, mediaStore: services.media.originals },
    actor,
    post,
  );
  if (result.kind === "done")
    throw redirect(withDone(adminBranchPath(result.id), "created"), { status: 303, headers });
  if (result.kind === "invalid")
    return data({ errors: result.errors, values: post.values }, { status: 422, headers });
  throw ownersOnly();
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "New branch · Branches · Admin" }];

export default function NewBranch({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_BRANCHES_PATH}>Branches</BackLink>
      <h1 className="text-2xl font-semibold">New branch</h1>
      <ErrorSummary errors={actionData?.errors ?? {}} />
      <form
        method="post"
        action={ADMIN_NEW_BRANCH_PATH}
        encType="multipart/form-data"
        className="flex flex-col gap-6"
      >
        <TokenInput token={page.token} />
        <BranchFields
          values={actionData?.values ?? { position: "0" }}
          errors={actionData?.errors ?? {}}
          constraints={page.constraints}
          feedSource={null}
          photoUrl={null}
        />
        <p>
          <button type="submit" className={BUTTON}>
            Add the branch
          </button>
        </p>
      </form>
    </div>
  );
}
