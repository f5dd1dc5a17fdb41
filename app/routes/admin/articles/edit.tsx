// /admin/articles/:id (issue 15 item 2; "new" for a new one): an article's title, address, summary, body (HTML,
// sanitised with the site's allow-list when saved: the page shows what was kept), topics, author, image, publish
// date and draft; removing it. Writes answer 303 back here; a refusal shows each error beside its field.
import { data, redirect } from "react-router";
import type { Route } from "./+types/edit";
import { ADMIN_ARTICLES_PATH, adminArticlePath, withDone } from "../../../../domain/admin/admin-urls.ts";
import { articleForm } from "../../../../modules/content/model/article-form.ts";
import { ukDay } from "../../../../domain/uk-time.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { mediaPath, widthOnly } from "../../../../domain/media-sizes.ts";
import { articlePath } from "../../../../domain/urls.ts";
import { articleToEdit, removeArticle, saveArticle } from "../../../../modules/site-editor/index.ts";
import { chosenFile } from "../../../../platform/uploaded-image.ts";
import { boundField, DoneMessage, formFields, TextareaField } from "../admin-fields.tsx";
import { ReplaceableImageField } from "../replaceable-image-field.tsx";
import { RICH_TEXT_HINT, RichTextField } from "../rich-text/rich-text-field.tsx";
import { ButtonForm, BackLink, BUTTON, TokenInput } from "../admin-form.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { ADMIN_HEADERS, adminHeaders, routeId, requireStaff } from "../require-staff.server.ts";
import { requireStaffActor } from "../staff-actor.server.ts";
import { doneMessageOf } from "../done-message.ts";
import { constraintsOf } from "../schema-constraints.server.ts";
import { ErrorSummary } from "../listings/spec-field.tsx";
import { readDeskPost } from "../listings/read-form.server.ts";

const DONE: Record<string, string> = {
  created: "Article saved.",
  saved: "Article saved. The site shows the change now.",
  unchanged: "Nothing had changed.",
};

const notFound = () => new Response("Not Found", { status: 404, headers: ADMIN_HEADERS });
const articleId = (value: string | undefined) => (value === "new" ? null : routeId(value));

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const id = articleId(params.id);
  const article = id === null ? null : await articleToEdit(context.services.db, id);
  if (id !== null && !article) throw notFound();
  const now = Date.now();
  return data(
    {
      token: context.session.authenticityToken,
      done: doneMessageOf(request, DONE),
      id: article?.id ?? null,
      state: !article
        ? null
        : article.draft
          ? "a draft: not on the site"
          : article.publishedAt.getTime() > now
            ? `scheduled: on the site from ${ukDay(article.publishedAt)}`
            : "on the site",
      publicPath: article ? articlePath(article.slug) : null,
      imageUrl: article?.imageKey ? mediaPath(widthOnly(320), article.imageKey) : null,
      values: {
        title: article?.title ?? "",
        slug: article?.slug ?? "",
        summary: article?.summary ?? "",
        body: article?.body ?? "",
        topics: article?.topics.join(", ") ?? "",
        author: article?.author ?? "",
        publishedOn: ukDay(article?.publishedAt ?? new Date()),
        draft: !article || article.draft ? "on" : "",
      } as Record<string, string>,
      constraints: constraintsOf(articleForm.shape),
    },
    { headers: adminHeaders(context) },
  );
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const { actor, headers } = await requireStaffActor(request, context, rolesFor("content"));
  const id = articleId(params.id);
  const { services } = context;
  const post = await readDeskPost(request);
  if (post.intent === "remove") {
    if (id === null) throw notFound();
    const removed = await removeArticle(services.db, actor, id);
    if (removed.kind !== "done") throw notFound();
    throw redirect(withDone(ADMIN_ARTICLES_PATH, "removed"), { status: 303, headers });
  }
  const result = await saveArticle({ db: services.db, mediaStore: services.media.originals }, actor, id, {
    values: post.values,
    image: chosenFile(post.files.get("image")),
  });
  if (result.kind === "missing") throw notFound();
  if (result.kind === "invalid")
    return data({ errors: result.errors, values: post.values }, { status: 422, headers });
  const done = result.kind === "unchanged" ? "unchanged" : id === null ? "created" : "saved";
  throw redirect(withDone(adminArticlePath(result.id), done), { status: 303, headers });
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = ({ data: loaderData }: Route.MetaArgs) => [
  { title: `${loaderData?.values.title || "New article"} · Articles · Admin` },
];

export default function ArticleEditor({ loaderData: page, actionData }: Route.ComponentProps) {
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? page.values;
  const path = adminArticlePath(page.id ?? "new");
  const form = { values, errors, constraints: page.constraints };
  const field = formFields(form);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-8">
      <BackLink href={ADMIN_ARTICLES_PATH}>Articles</BackLink>
      <h1 className="text-2xl font-semibold">{page.id === null ? "Write an article" : page.values.title}</h1>
      {page.state ? (
        <p data-article-state>
          This article is {page.state}
          {page.state === "on the site" && page.publicPath ? (
            <>
              {" "}
              at{" "}
              <a href={page.publicPath} className="underline">
                {page.publicPath}
              </a>
            </>
          ) : null}
          .
        </p>
      ) : null}
      <DoneMessage message={page.done} />
      <ErrorSummary errors={errors} />
      <form method="post" action={path} encType="multipart/form-data" className="flex flex-col gap-4">
        <TokenInput token={page.token} />
        <input type="hidden" name="intent" value="save" />
        {field("title", "Title")}
        {field("slug", "Address (optional)", {
          hint: "The end of its web address, e.g. buying-your-first-home; made from the title when left empty.",
        })}
        <TextareaField {...boundField(form, "summary")} label="Summary" rows={2} />
        <RichTextField {...boundField(form, "body")} label="Article" rows={18} hint={RICH_TEXT_HINT} />
        {field("topics", "Topics (optional)", { hint: "Separated by commas, e.g. Buying, Market news." })}
        {field("author", "Author (optional)")}
        {field("publishedOn", "Publish date", {
          type: "date",
          hint: "On the site from the start of that day (UK time); a later date schedules it.",
        })}
        <label className="flex items-center gap-2 font-semibold">
          <input type="checkbox" name="draft" defaultChecked={values.draft === "on"} className="size-5" />{" "}
          Draft (not on the site)
        </label>
        <ReplaceableImageField name="image" noun="image" url={page.imageUrl} errors={errors.image} />
        <p>
          <button type="submit" className={BUTTON}>
            Save the article
          </button>
        </p>
      </form>
      {page.id === null ? null : (
        <ButtonForm token={page.token} action={path} intent="remove" secondary>
          Remove this article
        </ButtonForm>
      )}
    </div>
  );
}
