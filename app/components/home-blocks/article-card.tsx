// An article as a card: image, date, title (the link) and summary. Shared by the article slider, the
// article list and the related articles.
import type { ArticleCard as ArticleCardData } from "../../../modules/content/model/articles.ts";
import { ImageCard, ImageCardTitle } from "../content-pages/image-card.tsx";

export function formatArticleDate(iso: string): string {
  // Fixed zone: the server's and the browser's renders must agree.
  return new Date(iso).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: ArticleCardData;
  headingLevel?: 2 | 3;
}) {
  return (
    <ImageCard imageUrl={article.imageUrl} bodyClassName="flex flex-1 flex-col gap-2 p-4">
      <p className="text-sm">
        <time dateTime={article.publishedAt}>{formatArticleDate(article.publishedAt)}</time>
        {article.topics.length ? <span> · {article.topics.join(", ")}</span> : null}
      </p>
      <ImageCardTitle to={article.url} as={headingLevel === 2 ? "h2" : "h3"}>
        {article.title}
      </ImageCardTitle>
      <p className="text-sm">{article.summary}</p>
    </ImageCard>
  );
}
