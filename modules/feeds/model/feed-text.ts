// Feed text into what we store: descriptions as sanitised HTML, summaries and features as plain text. CRMs
// write descriptions with <br /> line breaks, <b>/<strong>, &nbsp; and &pound;, rarely with paragraphs.
import { sanitiseHtml } from "../../../domain/sanitise-html.ts";
import type { FeedWarning } from "./feed-listing.ts";

// The named references CRMs actually send; anything else stays as written.
const ENTITIES: Readonly<Record<string, string>> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  pound: "£",
  euro: "€",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  frac12: "½",
  frac14: "¼",
  frac34: "¾",
  sup2: "²",
  deg: "°",
  copy: "©",
  reg: "®",
  trade: "™",
  bull: "•",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#[xX][0-9a-fA-F]+|[a-zA-Z][a-zA-Z0-9]*);/g, (whole, name: string) => {
    if (name.startsWith("#")) {
      const code =
        name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return ENTITIES[name] ?? ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Tags removed (a line break becomes a space), references decoded, spaces collapsed. */
export function htmlToPlainText(html: string): string {
  return decodeEntities(html.replace(/<br\s*\/?>/gi, " ").replace(/<[^>]*>/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

const BLOCK_TAG = /<(p|ul|ol|li|h[1-6]|div|table)\b/i;
const BLOCK_END = /<\/(?:p|ul|ol|li|h[1-6]|div|table)\s*>/gi;
const BREAKS = /(?:\s*<br\s*\/?>\s*|\r?\n)+/gi;
const ANY_TAG = /<\/?[a-z][^>]*>/i;
const ESCAPED_TAG = /&lt;\/?(?:p|br|b|strong|i|em|u|ul|ol|li|div|span|h[1-6]|table|font)\b[^&]*?\/?&gt;/i;

/**
 * Markup a CRM escaped before sending ("&lt;p&gt;Lovely&lt;/p&gt;", "&amp;nbsp;"): one level of escaping
 * undone, so the sanitiser sees the tags the agent wrote; null when the text is not escaped markup (it has real
 * tags, or no escaped ones). The caller names the repair as a warning.
 */
export function unescapedMarkup(text: string): string | null {
  if (ANY_TAG.test(text) || !ESCAPED_TAG.test(text)) return null;
  return text.replace(/&(lt|gt|quot|#39|#34|amp);/gi, (_, name: string) => {
    const key = name.toLowerCase();
    return key === "lt" ? "<" : key === "gt" ? ">" : key === "amp" ? "&" : key === "#39" ? "'" : '"';
  });
}

/** Text with line breaks but no block elements: one paragraph per run between breaks. */
function paragraphsOf(text: string): string {
  return text
    .split(BREAKS)
    .map((part) => part.trim())
    .filter((part) => part.replace(/&nbsp;/gi, "").trim() !== "")
    .map((part) => `<p>${part}</p>`)
    .join("");
}

/**
 * A feed's description as our allow-listed HTML (domain/sanitise-html.ts), always opening with an element so
 * the page renders it as markup (domain/description-html.ts). Text without block elements is cut into
 * paragraphs at its line breaks (<br /> or newlines), since <br> itself is not allowed; <b> and <i> become
 * <strong> and <em>. With block elements present, text before the first and after the last of them (CRMs write
 * "Intro<br><p>…</p>") gets paragraphs of its own, and line breaks inside blocks become spaces.
 */
export function descriptionHtml(html: string): string {
  const source = html
    .trim()
    .replace(/<(\/?)b(\s[^>]*)?>/gi, "<$1strong>")
    .replace(/<(\/?)i(\s[^>]*)?>/gi, "<$1em>");
  if (!source) return "";
  let marked: string;
  const firstBlock = BLOCK_TAG.exec(source);
  if (firstBlock) {
    const lastEnd = [...source.matchAll(BLOCK_END)].at(-1);
    const tailAt =
      lastEnd && lastEnd.index > firstBlock.index ? lastEnd.index + lastEnd[0].length : source.length;
    marked =
      paragraphsOf(source.slice(0, firstBlock.index)) +
      source.slice(firstBlock.index, tailAt).replace(BREAKS, " ") +
      paragraphsOf(source.slice(tailAt));
  } else marked = paragraphsOf(source);
  // A paragraph left empty by the sanitiser (it held only a script) goes too.
  return sanitiseHtml(marked)
    .replace(/<p>(?:\s|&nbsp;)*<\/p>/g, "")
    .trim();
}

/** A feed's description field as stored: escaped markup undone once (with a warning), then descriptionHtml. */
export function feedDescription(text: string, field: string, warnings: FeedWarning[]): string {
  const unescaped = unescapedMarkup(text);
  if (unescaped !== null)
    warnings.push({
      field,
      kind: "description-escaped-html",
      message: `${field} holds escaped HTML ("${text.slice(0, 40)}…"); read as the markup it is`,
    });
  return descriptionHtml(unescaped ?? text);
}
