// The article form (issue 15 item 2): a zod schema the action parses with (the loader reads its HTML constraints).
// The body is HTML the server sanitises with the site's allow-list (domain/sanitise-html.ts) before it is kept;
// the publish date is a UK day, the article on the site from that day's midnight in London, unless a draft.
import { slugify } from "../../../domain/slug.ts";
import { z } from "zod";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

export const ARTICLE_MESSAGES = {
  title: "Please enter the title",
  slug: "Please use lower case letters, digits and hyphens, e.g. buying-your-first-home",
  slugTaken: "Another article has this address",
  summary: "Please enter a summary of up to 300 characters",
  body: "Please enter the article",
  topics: "Please give at most 10 topics, each up to 40 characters",
  date: "Please enter the publish date",
} as const;

export const articleForm = z.object({
  title: z.string({ error: ARTICLE_MESSAGES.title }).trim().min(1, ARTICLE_MESSAGES.title).max(150),
  slug: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, ARTICLE_MESSAGES.slug)
      .max(100, ARTICLE_MESSAGES.slug)
      .optional(),
  ),
  summary: z
    .string({ error: ARTICLE_MESSAGES.summary })
    .trim()
    .min(1, ARTICLE_MESSAGES.summary)
    .max(300, ARTICLE_MESSAGES.summary),
  body: z.string({ error: ARTICLE_MESSAGES.body }).trim().min(1, ARTICLE_MESSAGES.body).max(100_000),
  topics: z
    .string()
    .optional()
    .transform((text) => [
      ...new Set(
        (text ?? "")
          .split(",")
          .map((topic) => topic.trim())
          .filter(Boolean),
      ),
    ])
    .refine(
      (topics) => topics.length <= 10 && topics.every((topic) => topic.length <= 40),
      ARTICLE_MESSAGES.topics,
    ),
  author: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(80)
      .optional()
      .transform((v) => v ?? null),
  ),
  publishedOn: z
    .string({ error: ARTICLE_MESSAGES.date })
    .regex(/^\d{4}-\d{2}-\d{2}$/, ARTICLE_MESSAGES.date)
    .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)), ARTICLE_MESSAGES.date),
  draft: z.preprocess((value) => value === "on" || value === "1" || value === "true", z.boolean()),
  removeImage: z.preprocess((value) => value === "on", z.boolean()),
});
export type ArticleInput = z.output<typeof articleForm>;

/** "Buying your first home!" → "buying-your-first-home". */
export function articleSlug(title: string): string {
  return slugify(title, { maxLength: 80, fallback: "article" });
}
