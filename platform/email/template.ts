// The one place emails are put together: what every email is, and HTML built by a tagged template that escapes
// whatever it is given (visitors' messages, listings' addresses, links), so no email can forget to. The tag is
// not called `html`: Prettier would reformat (and has broken) markup inside templates tagged `html`.

import { escapeHtml } from "../../domain/escape-html.ts";

/** An email as the site composes it, before it is queued (platform/email/outbox.ts). */
export type OutgoingEmail = {
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  /** Extra message headers, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
};

/** HTML that is already safe: the result of `safeHtml` (or `multiline`), inserted into another as it is. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type HtmlValue = SafeHtml | string | number | null | undefined | false | readonly HtmlValue[];

function render(value: HtmlValue): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.value;
  // Absent parts (null, false, "") leave no empty line behind.
  if (Array.isArray(value))
    return value
      .map(render)
      .filter((part) => part !== "")
      .join("\n");
  return escapeHtml(String(value));
}

/** `safeHtml\`<p>${text}</p>\``: every interpolated string is escaped; arrays are joined by line breaks. */
export function safeHtml(strings: TemplateStringsArray, ...values: HtmlValue[]): SafeHtml {
  let out = strings[0]!;
  values.forEach((value, i) => (out += render(value) + strings[i + 1]!));
  return new SafeHtml(out);
}

/** A visitor's text with its line breaks kept. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(escapeHtml(text).replace(/\n/g, "<br>"));
}

/** Lines of HTML, one per element, as every email's HTML part is laid out. */
export function htmlLines(lines: readonly HtmlValue[]): string {
  return render(lines);
}

/** A path of this site as an absolute link for an email (PUBLIC_URL, with or without a trailing slash). */
export function absoluteUrl(publicUrl: string, path: string): string {
  return new URL(path, publicUrl).href;
}
