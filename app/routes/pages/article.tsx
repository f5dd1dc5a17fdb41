// /articles/{slug} (issue 7 item 5): title, image, date, the body as sanitised HTML, related articles by
// topic, and the SEO tags (canonical, Open Graph article). An unknown slug is the 404 page.
import { Link } from "react-router";
import type { Route } from "./+types/article";
import { publicPageHeaders } from "../_http/public-page.ts";
import { foundBySlug } from "../_http/found-by-slug.ts";
import { articlesPath } from "../../../domain/urls.ts";
import { getArticlePage } from "../../../modules/content/index.ts";
import { ArticleCard, formatArticleDate } from "../../components/home-blocks/article-card.tsx";
import { RichText } from "../../components/content-pages/rich-text.tsx";
import { HeroImage } from "../../components/content-pages/hero-image.tsx";
import { contentPageMeta } from "../../components/content-pages/page-meta.ts";

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const article = await foundBySlug(params.slug, 200, (slug) => getArticlePage(context.services, slug));
  return { article };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { article } = loaderData;
  return contentPageMeta(
    matches,
    {
      title: article.title,
      description: article.summary,
      path: article.url,
      imagePath: article.heroImageUrl,
      type: "article",
    },
    [
      { property: "article:published_time", content: article.publishedAt },
      ...article.topics.map((topic) => ({ property: "article:tag", content: topic })),
    ],
  );
}

export default function Article({ loaderData }: Route.ComponentProps) {
  const { article } = loaderData;
  return (
    <div className="mx-auto max-w-screen-lg px-4 py-8">
      <article className="flex flex-col gap-4">
        <p>
          <Link to={articlesPath()} className="underline">
            News and advice
          </Link>
        </p>
        <h1 className="text-3xl font-bold md:text-4xl">{article.title}</h1>
        <p className="text-sm">
          <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
          {article.author ? <span> · {article.author}</span> : null}
          {article.topics.map((topic) => (
            <span key={topic}>
              {" · "}
              <Link to={articlesPath({ topic })} className="underline">
                {topic}
              </Link>
            </span>
          ))}
        </p>
        {article.heroImageUrl ? <HeroImage src={article.heroImageUrl} /> : null}
        {/* Sanitised by modules/content/use-cases/articles.ts (domain/sanitise-html.ts allow-list) before it leaves the server. */}
        <RichText html={article.bodyHtml} className="text-lg" />
      </article>
      {article.related.length ? (
        <section aria-labelledby="related-articles" className="mt-12">
          <h2 id="related-articles" className="text-2xl font-semibold">
            Related articles
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {article.related.map((related) => (
              <li key={related.slug}>
                <ArticleCard article={related} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
