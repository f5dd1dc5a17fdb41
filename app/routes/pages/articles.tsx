// /articles (issue 7 item 5; spec §3 "article list with pagination and topics"): the newest articles, a
// page at a time, filtered by ?topic=. An unknown topic or a page past the end is the 404 page.
import { data, Link } from "react-router";
import type { Route } from "./+types/articles";
import { publicPageHeaders } from "../_http/public-page.ts";
import { articlesPath } from "../../../domain/urls.ts";
import { listArticles } from "../../../modules/content/index.ts";
import { ArticleCard } from "../../components/home-blocks/article-card.tsx";
import { PagePagination } from "../../components/content-pages/page-pagination.tsx";
import { contentPageMeta, pageParam } from "../../components/content-pages/page-meta.ts";

const listHref = (topic: string | null, page: number) => articlesPath({ topic, page });

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const page = pageParam(params.get("page"));
  const topic = params.get("topic") || null;
  if (page === null) throw data(null, { status: 404 });
  const list = await listArticles(context.services, { topic, page });
  if (topic !== null && !list.topics.includes(topic)) throw data(null, { status: 404 });
  if (page > 1 && !list.articles.length) throw data(null, { status: 404 });
  return list;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { topic, pagination } = loaderData;
  const title = [
    topic ? `${topic} articles` : "News and advice",
    pagination.page > 1 ? `page ${pagination.page}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return contentPageMeta(matches, {
    title,
    description: topic
      ? `Our articles about ${topic.toLowerCase()}: guides and local news.`
      : "Guides for buyers, sellers, tenants and landlords, and news from our local property markets.",
    path: listHref(topic, pagination.page),
  });
}

export default function Articles({ loaderData }: Route.ComponentProps) {
  const { articles, topics, topic, pagination } = loaderData;
  const chip = "inline-flex min-h-11 items-center rounded-full border px-4";
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8">
      <h1 className="text-3xl font-bold">{topic ? `${topic} articles` : "News and advice"}</h1>
      <nav aria-label="Topics" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {[null, ...topics].map((item) => (
            <li key={item ?? "all"}>
              <Link
                to={listHref(item, 1)}
                aria-current={item === topic ? "page" : undefined}
                className={`${chip} ${item === topic ? "border-brand bg-brand text-brand-contrast" : "border-black/20"}`}
              >
                {item ?? "All topics"}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" aria-label="Articles">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel={2} />
          </li>
        ))}
      </ul>
      <PagePagination
        page={pagination.page}
        totalPages={pagination.total_pages}
        href={(page) => listHref(topic, page)}
      />
    </div>
  );
}
