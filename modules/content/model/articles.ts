// What article lists, sliders and pages show (issue 7 item 5).
import type { ListPagination } from "../../../domain/list-pagination.ts";

/** What lists and sliders show of an article. */
export type ArticleCard = {
  slug: string;
  url: string;
  title: string;
  summary: string;
  topics: string[];
  /** The card-size image (408×250), or null. */
  imageUrl: string | null;
  /** ISO 8601. */
  publishedAt: string;
};

export type ArticleList = {
  articles: ArticleCard[];
  topics: string[];
  topic: string | null;
  pagination: ListPagination;
};

export type ArticlePage = ArticleCard & {
  bodyHtml: string;
  author: string | null;
  /** The wide image for the article's head. */
  heroImageUrl: string | null;
  related: ArticleCard[];
};
