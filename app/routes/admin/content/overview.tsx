// /admin/content (issue 15 item 1; owners and editors): the site's content by section, the draft (what it
// changes, publish or discard it, compare it with the live site) and the history of versions (compare any with
// the live one, roll back to it). Writes answer 303 back here with a confirmation.
import { data, redirect } from "react-router";
import type { Route } from "./+types/overview";
import {
  ADMIN_CONTENT_PATH,
  adminContentComparePath,
  adminContentSectionPath,
  withDone,
} from "../../../../domain/admin/admin-urls.ts";
import { CONTENT_SECTIONS, contentSection } from "../../../../modules/content/model/content-sections.ts";
import { formatLeadTime } from "../../../../modules/leads/model/lead-inbox-format.ts";
import { parseId } from "../../../../modules/leads/model/lead-inbox.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import {
  contentOverview,
  discardDraft,
  publishDraft,
  rollBackTo,
  type ContentWriteResult,
} from "../../../../modules/site-editor/index.ts";
import { readFields } from "../../_http/request.ts";
import { DoneMessage } from "../admin-fields.tsx";
import { PreviewButton } from "./preview-button.tsx";
import { ButtonForm, FormError, SECONDARY_BUTTON, TokenInput } from "../admin-form.tsx";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { TitledSection } from "../titled-section.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { doneMessageOf } from "../done-message.ts";

const DONE: Record<string, string> = {
  published: "Published. The site shows the new content now.",
  discarded: "Draft discarded. The site is unchanged.",
  "rolled-back": "Rolled back. The site shows that version's content now.",
  unchanged: "Nothing to do: there is no draft.",
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, rolesFor("content"));
  const overview = await contentOverview(context.services.db);
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      isOwner: staff.role === "owner",
      published: overview.published
        ? { id: overview.published.id, publishedAt: iso(overview.published.publishedAt)! }
        : null,
      draft: overview.draft
        ? {
            id: overview.draft.id,
            createdAt: overview.draft.createdAt.toISOString(),
            by: overview.draft.createdByEmail,
            sections: overview.draftSections.map((key) => contentSection(key)?.label ?? key),
          }
        : null,
      versions: overview.versions.map((version) => ({
        id: version.id,
        note: version.note,
        by: version.createdByEmail ?? "Command line",
        createdAt: version.createdAt.toISOString(),
        publishedAt: iso(version.publishedAt),
        discarded: version.discardedAt !== null,
        live: version.id === overview.published?.id,
      })),
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("content"));
  const fields = await readFields(request);
  const { db } = context.services;
  let result: ContentWriteResult;
  let done: string;
  if (fields.intent === "publish") [result, done] = [await publishDraft(db, actor), "published"];
  else if (fields.intent === "discard") [result, done] = [await discardDraft(db, actor), "discarded"];
  else if (fields.intent === "rollback") {
    const id = parseId(typeof fields.version === "string" ? fields.version : undefined);
    if (id === null) throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
    [result, done] = [await rollBackTo(db, actor, id), "rolled-back"];
  } else throw new Response("Bad Request", { status: 400, headers: ADMIN_HEADERS });
  if (result.kind === "missing") throw new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
  if (result.kind === "done" || result.kind === "unchanged")
    throw redirect(withDone(ADMIN_CONTENT_PATH, result.kind === "done" ? done : "unchanged"), {
      status: 303,
      headers,
    });
  const message =
    result.kind === "refused"
      ? result.message
      : `This version cannot go live: ${result.problems.slice(0, 5).join("; ")}`;
  return data({ message }, { status: result.kind === "refused" ? 403 : 422, headers });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Site content · Admin" }];

type Version = Route.ComponentProps["loaderData"]["versions"][number];

function versionState(version: Version, draftId: number | null) {
  if (version.live) return "Live";
  if (version.publishedAt) return "Was live";
  if (version.discarded) return "Discarded";
  return draftId === version.id ? "Draft" : "Saved";
}

const versionColumns = (token: string, draftId: number | null): Column<Version>[] => [
  { header: "Version", cell: (version) => version.id, rowHeader: true },
  { header: "What", cell: (version) => version.note },
  { header: "By", cell: (version) => version.by },
  {
    header: "Saved",
    cell: (version) => <time dateTime={version.createdAt}>{formatLeadTime(version.createdAt)}</time>,
  },
  { header: "State", cell: (version) => versionState(version, draftId) },
  {
    header: "Actions",
    cell: (version) =>
      version.live ? null : (
        <div className="flex flex-wrap gap-2">
          <a
            href={adminContentComparePath("live", version.id)}
            className="underline"
            aria-label={`Compare version ${version.id} with the live site`}
          >
            Compare
          </a>
          <PreviewButton
            token={token}
            versionId={version.id}
            label="Preview"
            name={`Preview version ${version.id} on the site`}
            className="underline"
          />
          <form method="post" action={ADMIN_CONTENT_PATH}>
            <TokenInput token={token} />
            <input type="hidden" name="version" value={version.id} />
            <button
              type="submit"
              name="intent"
              value="rollback"
              className="underline"
              aria-label={`Roll back to version ${version.id}`}
            >
              Roll back to this
            </button>
          </form>
        </div>
      ),
  },
];

export default function SiteContent({ loaderData: page, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <h1 className="text-2xl font-semibold">Site content</h1>
      <DoneMessage message={page.done} />
      <FormError text={actionData?.message} />

      <TitledSection id="draft-title" title="Draft" className="flex flex-col gap-3">
        {page.draft ? (
          <>
            <p data-draft={page.draft.id}>
              Version {page.draft.id}, saved{" "}
              <time dateTime={page.draft.createdAt}>{formatLeadTime(page.draft.createdAt)}</time>
              {page.draft.by ? ` by ${page.draft.by}` : ""}, is not on the site yet.{" "}
              {page.draft.sections.length
                ? `It changes: ${page.draft.sections.join(", ")}.`
                : "It changes nothing against the live site."}
            </p>
            <div className="flex flex-wrap gap-3">
              <a
                href={adminContentComparePath("live", "draft")}
                className={`${SECONDARY_BUTTON} inline-block`}
              >
                Compare with the live site
              </a>
              <PreviewButton
                token={page.token}
                versionId={page.draft.id}
                label="Preview the site with the draft"
                className={SECONDARY_BUTTON}
              />
              <ButtonForm token={page.token} action={ADMIN_CONTENT_PATH} intent="publish">
                Publish the draft
              </ButtonForm>
              <ButtonForm token={page.token} action={ADMIN_CONTENT_PATH} intent="discard" secondary>
                Discard the draft
              </ButtonForm>
            </div>
          </>
        ) : (
          <p>
            No draft: the sections below show the live content. A save makes a draft; nothing changes on the
            site until it is published.
          </p>
        )}
      </TitledSection>

      <TitledSection id="sections-title" title="Sections" className="flex flex-col gap-3">
        <ul className="grid gap-3 sm:grid-cols-2">
          {CONTENT_SECTIONS.filter((section) => !section.ownerOnly || page.isOwner).map((section) => (
            <li key={section.key} className="rounded border border-black/20 p-3">
              <a href={adminContentSectionPath(section.key)} className="font-semibold underline">
                {section.label}
              </a>
              <p className="text-sm">{section.about}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection id="versions-title" title="Versions" className="flex flex-col gap-3">
        <DataTable
          region="Versions of the site's content"
          caption="Versions of the site's content, newest first"
          columns={versionColumns(page.token, page.draft?.id ?? null)}
          rows={page.versions}
          rowAttributes={(version) => ({ "data-version": version.id })}
          empty="No version yet: the first save or content file load makes one."
        />
      </TitledSection>
    </div>
  );
}
