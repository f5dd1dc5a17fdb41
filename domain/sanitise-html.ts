// A tight allow-list HTML sanitiser for agency-written rich text (spec §2 "/tenant-info ... shows that HTML").
// sanitize-html parses with htmlparser2 and re-serialises only what HTML_ALLOW_LIST names, so anything it does
// not allow disappears (with its content, for the elements that hold no prose) or is reduced to escaped text.
// Why this library and this list: docs/decisions/013-libraries-for-html-sanitising-and-csv.md.
import sanitize from "sanitize-html";
import { HTML_ALLOW_LIST } from "./rich-text.ts";

const SAFE_HREF = new RegExp(`^(${HTML_ALLOW_LIST.hrefSchemes.join("|")}):`, "i");
// Entities are left undecoded (so an agency's "&pound;" stays as written), which makes sanitize-html escape
// with its own looser test for "is this & a character reference"; this is the strict one applied on top.
const BARE_AMPERSAND = /&(?!(?:[a-zA-Z][a-zA-Z0-9]*|#\d+|#[xX][0-9a-fA-F]+);)/g;

function vetLink(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const { href, ...others } = attribs;
  // Browsers ignore control characters and spaces in a URL, so the scheme check must too. Nothing is decoded
  // first: "&#106;avascript:" starts with '&' and fails, where sanitize-html alone would let it through as a
  // scheme-less (relative) URL that the browser then decodes.
  // eslint-disable-next-line no-control-regex
  const cleaned = href?.replace(/[\u0000-\u0020]/g, "");
  if (cleaned === undefined || !SAFE_HREF.test(cleaned)) return { tagName, attribs: others };
  return { tagName, attribs: { ...others, href: cleaned.replace(BARE_AMPERSAND, "&amp;") } };
}

const OPTIONS: sanitize.IOptions = {
  allowedTags: [...HTML_ALLOW_LIST.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(HTML_ALLOW_LIST.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...HTML_ALLOW_LIST.hrefSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [...HTML_ALLOW_LIST.droppedWithContent],
  selfClosing: [],
  enforceHtmlBoundary: false,
  parseStyleAttributes: false,
  parser: { decodeEntities: false },
  transformTags: { a: vetLink },
  // Text arrives escaped except for '"' (which the output has always escaped) and the looser '&' test.
  textFilter: (text) => text.replace(BARE_AMPERSAND, "&amp;").replaceAll('"', "&quot;"),
};

export function sanitiseHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
