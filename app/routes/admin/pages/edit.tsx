// /admin/pages/new and /admin/pages/:slug/edit (issue 15 item 2): one of the agency's pages — title, address,
// description for search engines, the text (rich text, sanitised with the site's allow-list), the branch list of a
// contact page. "Save draft" keeps it in the draft; "Save and publish" puts the draft live. Writes answer 303.
import { data, redirect } from "react-router";
import type { Route } from "./+types/edit";
import {
  ADMIN_CONTENT_PATH,
  ADMIN_PAGES_PATH,
  adminPagePath,
  withDone,
} from "../../../../domain/admin/admin-urls.ts";
import { pageForm } from "../../../../modules/content/model/page-form.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { contentSection } from "../../../../modules/content/model/content-sections.ts";
import { sitePagePath } from "../../../../domain/urls.ts";
import { draftBeyondPages, pageToEdit, removePage, savePage } from "../../../../modules/site-editor/index.ts";
import { boundField, DoneMessage, formFields, TextareaField } from "../admin-fields.tsx";
import { ButtonForm, BackLink, BUTTON, FormError, SECONDARY_BUTTON, TokenInput } from "../admin-form.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { doneMessageOf } from "../done-message.ts";
import { constraintsOf } from "../schema-constraints.server.ts";
import { ErrorSummary } from "../listings/spec-field.tsx";
import { readDeskPost } from "../listings/read-form.server.ts";
import { RICH_TEXT_HINT, RichTextField } from "../rich-text/rich-text-field.tsx";
import { PreviewButton } from "../content/preview-button.tsx";

const DONE: Record<string, string> = {
  saved: "Page saved in the draft: the site does not show it until the draft is published.",
  published: "Page saved and published: the site shows it now.",
  unchanged: "Nothing had changed.",
};

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const slug = params.slug ?? null;
  const { db } = context.services;
  const found = slug === null ? null : await pageToEdit(db, slug);
  if (slug !== null && !found) throw notFound();
  const draft = await draftBeyondPages(db);
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      slug,
      onSite: found?.onSite ?? false,
      publicPath: slug ? sitePagePath(slug) : null,
      draftId: draft.draftId,
      otherDraftSections: draft.otherSections.map((key) => contentSection(key)?.label ?? key),
      values: {
        title: found?.page.title ?? "",
        slug: slug ?? "",
        description: found?.page.description ?? "",
        bodyHtml: found?.page.bodyHtml ?? "",
        listBranches: found?.page.listBranches ? "on" : "",
      } as Record<string, string>,
      constraints: constraintsOf(pageForm.shape),
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("content"));
  const slug = params.slug ?? null;
  const { db } = context.services;
  const post = await readDeskPost(request);
  const result =
    post.intent === "remove" && slug !== null
      ? await removePage(db, actor, slug)
      : await savePage(db, actor, slug, post.values, post.intent === "publish");
  if (result.kind === "missing") throw notFound();
  if (result.kind === "refused")
    return data(
      { errors: {} as Record<string, string[]>, refusal: result.message, values: post.values },
      { status: 409, headers },
    );
  if (result.kind === "invalid")
    return data({ errors: result.errors, refusal: null, values: post.values }, { status: 422, headers });
  if (post.intent === "remove")
    throw redirect(withDone(ADMIN_PAGES_PATH, "removed"), { status: 303, headers });
  const done = result.kind === "unchanged" ? "unchanged" : result.published ? "published" : "saved";
  throw redirect(withDone(adminPagePath(result.slug), done), { status: 303, headers });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.values.title || "New page"} · Pages · Admin` },
];

export default function PageEditor({ loaderData: page, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? page.values;
  const path = adminPagePath(page.slug);
  const form = { values, errors, constraints: page.constraints };
  const field = formFields(form);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_PAGES_PATH}>Pages</BackLink>
      <h1 className="text-2xl font-semibold">{page.slug === null ? "Add a page" : page.values.title}</h1>
      {page.slug !== null && page.publicPath ? (
        <p data-page-state>
          {page.onSite ? "The site shows this page as it is here, at " : "The draft changes this page, at "}
          <a href={page.publicPath} className="underline">
            {page.publicPath}
          </a>
          {page.onSite ? "." : ": publish to put the change on the site."}
        </p>
      ) : null}
      <DoneMessage message={page.done} />
      <FormError text={actionData?.refusal} />
      <ErrorSummary errors={errors} />
      <form method="post" action={path} className="flex flex-col gap-4">
        <TokenInput token={page.token} />
        {field("title", "Title", { hint: "The page's heading, and its title in search results." })}
        {field("slug", "Address (optional)", {
          hint: "The end of its web address, e.g. about-us for /about-us; made from the title when left empty. Menus and footer links use it.",
        })}
        <TextareaField
          {...boundField(form, "description")}
          label="Description"
          rows={2}
          hint="One or two sentences search engines may show under the title."
        />
        <RichTextField {...boundField(form, "bodyHtml")} label="Text" rows={18} hint={RICH_TEXT_HINT} />
        <label className="flex items-center gap-2 font-semibold">
          <input
            type="checkbox"
            name="listBranches"
            defaultChecked={values.listBranches === "on"}
            className="size-5"
          />{" "}
          List every branch below the text (address, numbers, opening hours): a contact page
        </label>
        {page.otherDraftSections.length ? (
          <p id="publish-also" className="max-w-3xl">
            Publishing puts the whole draft live: it also changes {page.otherDraftSections.join(", ")} (see{" "}
            <a href={ADMIN_CONTENT_PATH} className="underline">
              Site content
            </a>
            ).
          </p>
        ) : null}
        <p className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={BUTTON}>
            Save draft
          </button>
          <button
            type="submit"
            name="intent"
            value="publish"
            className={SECONDARY_BUTTON}
            aria-describedby={page.otherDraftSections.length ? "publish-also" : undefined}
          >
            Save and publish
          </button>
        </p>
      </form>
      {page.draftId !== null ? (
        <PreviewButton
          token={page.token}
          versionId={page.draftId}
          label="Preview the site with the draft"
          className={`${SECONDARY_BUTTON} self-start`}
        />
      ) : null}
      {page.slug === null ? null : (
        <ButtonForm token={page.token} action={path} intent="remove" secondary>
          Remove this page
        </ButtonForm>
      )}
    </div>
  );
}
