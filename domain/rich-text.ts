// Agency rich text (pages, articles, sections, the fee text): what it may contain, shared by the server's
// sanitiser (domain/sanitise-html.ts) and the back office's editor (app/routes/admin/rich-text/), so the editor
// offers exactly what survives saving. Pure data and string work: the editor's browser bundle imports it.
import { escapeHtml } from "./escape-html.ts";

/** What agency rich text may contain. */
export const HTML_ALLOW_LIST = {
  tags: ["p", "ul", "ol", "li", "strong", "em", "a", "h3", "h4"],
  /** Per tag; every other attribute (class, style, on*, target, rel, title…) is dropped. */
  attributes: { a: ["href"] },
  /** An href must start with one of these; relative and scheme-less URLs are dropped too. */
  hrefSchemes: ["https", "mailto", "tel"],
  /** Disallowed elements that hold no prose: dropped together with everything inside them. Other disallowed
   * elements are unwrapped: the tag goes, its text stays. */
  droppedWithContent: [
    "script",
    "style",
    "iframe",
    "object",
    "embed",
    "template",
    "textarea",
    "noscript",
    "noembed",
    "noframes",
    "xmp",
    "title",
    "svg",
    "math",
    "select",
  ],
} as const;

/** The heading levels rich text may use (it sits under a section's or a page's own heading). */
export const RICH_TEXT_HEADING_LEVELS = [3, 4] as const;

/** Does this text hold markup, or is it plain paragraphs? */
export function looksLikeHtml(text: string): boolean {
  return /<[a-z][^>]*>/i.test(text);
}

/**
 * Plain text as paragraphs: a blank line parts them (how the demo's articles and typed bodies are written).
 * The result still goes through the sanitiser wherever it is stored or shown.
 */
export function paragraphsHtml(text: string): string {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`)
    .join("");
}

/** Rich text as HTML, whether written as markup or as plain paragraphs. */
export function richTextHtml(text: string): string {
  return looksLikeHtml(text) ? text : paragraphsHtml(text);
}
