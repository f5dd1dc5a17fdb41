// The visitor's links taken out of a send-to-a-friend email (issue 13 item 4, issue 43): the agency's address
// must not carry someone's spam. Apart from modules/listings/model/send-to-friend.ts because the browser loads that schema and
// has no use for linkifyjs.
import { find } from "linkifyjs";

export const LINK_REMOVED = "[link removed]";
// A scheme's URL, a www. address, or a bare domain with a path or a common top-level domain: the agency's
// email must not carry a visitor's links (issue 13: send-to-a-friend was an open relay for spam).
const LINK =
  /\b(?:[a-z][a-z0-9+.-]*:\/\/\S+|www\.\S+|(?:[a-z0-9-]+\.)+(?:com|net|org|info|biz|io|co|uk|ru|cn|xyz|top|online|site|click|link|me|ly|app|dev)\b(?:\/\S*)?)/gi;

// A dot written so that a link filter misses it (issue 43): "evil . com", "evil .com", "evil[.]com",
// "evil(dot)com", "evil {dot} com", "evil dot com". Read as a dot before looking for links.
const WRITTEN_OUT_DOT = /\s*[[({]\s*(?:\.|dot)\s*[\])}]\s*|\s+dot\s+|\s+\.\s+|\s+\.(?=[a-z0-9])/gi;

/**
 * The text with written-out dots read as dots, and where each of its characters came from in `text`
 * (`from[i]` … `to[i]`), so that a link found in it can be cut out of the text as written.
 */
function withDotsReadAsDots(text: string): { read: string; from: number[]; to: number[] } {
  let read = "";
  const from: number[] = [];
  const to: number[] = [];
  const keep = (start: number, end: number) => {
    for (let i = start; i < end; i++) {
      read += text[i];
      from.push(i);
      to.push(i + 1);
    }
  };
  let last = 0;
  for (const match of text.matchAll(WRITTEN_OUT_DOT)) {
    keep(last, match.index);
    read += ".";
    from.push(match.index);
    to.push(match.index + match[0].length);
    last = match.index + match[0].length;
  }
  keep(last, text.length);
  return { read, from, to };
}

/**
 * The visitor's text without links (each becomes "[link removed]"): what the pattern above catches (any
 * scheme's address, www., common top-level domains), then what linkifyjs finds (a bare domain under any
 * real top-level domain), also when its dots are written out.
 */
export function withoutLinks(text: string): string {
  let result = text.replace(LINK, LINK_REMOVED);
  const { read, from, to } = withDotsReadAsDots(result);
  const links = find(read).filter((link) => link.type === "url");
  for (const link of links.reverse()) {
    result = result.slice(0, from[link.start]) + LINK_REMOVED + result.slice(to[link.end - 1]);
  }
  return result;
}
