// An article slider (spec §2): the newest articles, of one topic when the block names one.
import { Link } from "react-router";
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";
import { articlesPath } from "../../../domain/urls.ts";
import { Slider } from "../slider/slider.tsx";
import { ArticleCard } from "./article-card.tsx";

export default function ArticleSlider({ block }: { block: Extract<LoadedBlock, { type: "articleSlider" }> }) {
  const all = articlesPath({ topic: block.topic });
  return (
    <>
      <Slider
        label={block.title}
        items={block.articles.map((article) => ({
          key: article.slug,
          node: <ArticleCard article={article} />,
        }))}
      />
      <p className="mt-2">
        <Link to={all} className="font-semibold text-brand underline underline-offset-4">
          All articles{block.topic ? ` about ${block.topic}` : ""}
        </Link>
      </p>
    </>
  );
}
