// /admin/articles (issue 15 item 2; owners and editors): every article, newest first, with its state (draft,
// scheduled, on the site), 50 a page; "Write an article".
import { data } from "react-router";
import type { Route } from "./+types/list";
import { ADMIN_ARTICLES_PATH, adminArticlePath } from "../../../../domain/admin/admin-urls.ts";
import { rolesFor } from "../../../../modules/staff/model/roles.ts";
import { articleList } from "../../../../modules/site-editor/index.ts";
import { articlePath } from "../../../../domain/urls.ts";
import { DoneMessage } from "../admin-fields.tsx";
import { BUTTON } from "../admin-form.tsx";
import { DataTable, nameColumn, type Column } from "../../../ui/data-table.tsx";
import { Pager } from "../../../ui/pager.tsx";
import { AdminErrorBoundary, adminPageHeaders } from "../admin-error.tsx";
import { adminHeaders, requireStaff } from "../require-staff.server.ts";
import { doneMessageOf } from "../done-message.ts";

const DONE: Record<string, string> = { removed: "Article removed from the site." };

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, rolesFor("content"));
  const params = new URL(request.url).searchParams;
  const list = await articleList(context.services.db, Number(params.get("page") ?? 1));
  const now = Date.now();
  return data(
    {
      done: doneMessageOf(request, DONE),
      page: list.page,
      pageCount: list.pageCount,
      total: list.total,
      articles: list.rows.map((row) => ({
        id: row.id,
        title: row.title,
        publicPath: articlePath(row.slug),
        topics: row.topics.join(", "),
        date: row.publishedAt.toISOString().slice(0, 10),
        state: row.draft ? "Draft" : row.publishedAt.getTime() > now ? "Scheduled" : "On the site",
      })),
    },
    { headers: adminHeaders(context) },
  );
}

export const headers = adminPageHeaders;

export const ErrorBoundary = AdminErrorBoundary;

export const meta = () => [{ title: "Articles · Admin" }];

const ARTICLE_COLUMNS: Column<Route.ComponentProps["loaderData"]["articles"][number]>[] = [
  nameColumn("Title", (article) => ({ href: adminArticlePath(article.id), text: article.title })),
  { header: "Topics", cell: (article) => article.topics },
  { header: "Date", cell: (article) => article.date },
  { header: "State", cell: (article) => article.state },
  {
    header: "On the site",
    cell: (article) =>
      article.state === "On the site" ? (
        <a href={article.publicPath} className="underline">
          {article.publicPath}
        </a>
      ) : null,
  },
];

export default function Articles({ loaderData: page }: Route.ComponentProps) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-semibold">Articles</h1>
      <DoneMessage message={page.done} />
      <p>
        <a href={adminArticlePath("new")} className={`${BUTTON} inline-block`}>
          Write an article
        </a>
      </p>
      <DataTable
        region="Articles"
        caption={`${page.total} ${page.total === 1 ? "article" : "articles"}, newest first`}
        captionClassName="text-left"
        columns={ARTICLE_COLUMNS}
        rows={page.articles}
        rowAttributes={(article) => ({ "data-article": article.id })}
      />
      {page.pageCount > 1 ? (
        <Pager
          label="Pages of articles"
          items={[
            {
              text: "Newer articles",
              href: page.page > 1 ? `${ADMIN_ARTICLES_PATH}?page=${page.page - 1}` : null,
            },
            {
              text: "Older articles",
              href: page.page < page.pageCount ? `${ADMIN_ARTICLES_PATH}?page=${page.page + 1}` : null,
            },
          ]}
        />
      ) : null}
    </div>
  );
}
