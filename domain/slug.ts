// The one slug rule (issue 37 item 4): places, branches, pages, articles, content items and document file names
// are all written the same way.

export type SlugOptions = {
  /** Cut to this many characters (never leaving a trailing hyphen). */
  maxLength?: number;
  /** What a text with nothing sluggable in it becomes ("branch", "article"…); "" by default. */
  fallback?: string;
};

/**
 * Text as a slug: lower case ASCII words joined by hyphens. "Bo’ness" → "boness", "King's Lynn" →
 * "kings-lynn", "Ynys Môn" → "ynys-mon", "Brighton & Hove" → "brighton-and-hove", "BS8 2" → "bs8-2".
 */
export function slugify(text: string, { maxLength, fallback = "" }: SlugOptions = {}): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = maxLength === undefined ? slug : slug.slice(0, maxLength).replace(/-+$/, "");
  return cut || fallback;
}
