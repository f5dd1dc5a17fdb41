// Feed text into what we store: descriptions as sanitised HTML, summaries and features as plain text. CRMs
// write descriptions with <br /> line breaks, <b>/<strong>, &nbsp; and &pound;, rarely with paragraphs.
import { sanitiseHtml } from "../sanitise-html.ts";

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
const BREAKS = /(?:\s*<br\s*\/?>\s*|\r?\n)+/gi;

/**
 * A feed's description as our allow-listed HTML (domain/sanitise-html.ts). Text without block elements is cut
 * into paragraphs at its line breaks (<br /> or newlines), since <br> itself is not allowed; <b> and <i>
 * become <strong> and <em>. With block elements present, line breaks become spaces inside them.
 */
export function descriptionHtml(html: string): string {
  const source = html
    .trim()
    .replace(/<(\/?)b(\s[^>]*)?>/gi, "<$1strong>")
    .replace(/<(\/?)i(\s[^>]*)?>/gi, "<$1em>");
  if (!source) return "";
  if (BLOCK_TAG.test(source)) return sanitiseHtml(source.replace(BREAKS, " ")).trim();
  const paragraphs = source
    .split(BREAKS)
    .map((part) => part.trim())
    .filter((part) => part.replace(/&nbsp;/gi, "").trim() !== "");
  // A paragraph left empty by the sanitiser (it held only a script) goes too.
  return sanitiseHtml(paragraphs.map((part) => `<p>${part}</p>`).join("")).replace(
    /<p>(?:\s|&nbsp;)*<\/p>/g,
    "",
  );
}
