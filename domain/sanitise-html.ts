// A tight allow-list HTML sanitiser for agency-written rich text (spec §2 "/tenant-info ... shows that HTML").
// No sanitising library is installed, so this never passes markup through: it re-serialises only allowed
// tags (without attributes, except a vetted href on links) and escapes all text, so anything it does not
// understand becomes inert text or disappears.

const ALLOWED_TAGS = new Set(["p", "ul", "ol", "li", "strong", "em", "a", "h3", "h4"]);
// Elements whose content is not prose: dropped with everything inside them.
const DROPPED_WITH_CONTENT = new Set([
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
]);
const SAFE_HREF = /^(https:|mailto:|tel:)/i;

// A comment, a start or end tag (attribute values may hold '>'), a run of text, or a stray '<'.
const TOKEN = /<!--[\s\S]*?(?:-->|$)|<!?\/?([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>|[^<]+|</g;
const ATTRIBUTE = /([^\s"'=<>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
// An existing character reference is kept as it is; any other '&' is escaped.
const BARE_AMPERSAND = /&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#[xX][0-9a-fA-F]+);)/g;

function escapeText(text: string): string {
  return text
    .replace(BARE_AMPERSAND, "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");
}

function safeHref(attributes: string): string | null {
  // Walk the attributes in order, as a browser does: the first href wins; text inside values is skipped.
  const match = [...attributes.matchAll(ATTRIBUTE)].find(([, name]) => name?.toLowerCase() === "href");
  const raw = match?.[2] ?? match?.[3] ?? match?.[4];
  if (raw === undefined) return null;
  // Browsers ignore control characters and spaces around a URL: so must the scheme check. A scheme written
  // with character references ("&#106;avascript:") starts with '&' and fails the check.
  // eslint-disable-next-line no-control-regex
  const href = raw.replace(/[\u0000-\u0020]/g, "");
  return SAFE_HREF.test(href) ? href : null;
}

export function sanitiseHtml(html: string): string {
  let out = "";
  const open: string[] = [];
  let dropping: string | null = null;
  for (const match of html.matchAll(TOKEN)) {
    const [token, rawName, attributes = ""] = match;
    const name = rawName?.toLowerCase();
    const isTag = name !== undefined && !token.startsWith("<!");
    const closing = isTag && token.startsWith("</");
    if (dropping) {
      if (closing && name === dropping) dropping = null;
      continue;
    }
    if (token.startsWith("<!")) continue; // comments, doctypes, CDATA
    if (!isTag) {
      out += escapeText(token);
      continue;
    }
    if (!closing && DROPPED_WITH_CONTENT.has(name)) {
      if (!/\/\s*>$/.test(token)) dropping = name;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      // Close anything left open inside it, so the output is always well nested.
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if (name === "a") {
      const href = safeHref(attributes);
      out += href === null ? "<a>" : `<a href="${escapeText(href)}">`;
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
