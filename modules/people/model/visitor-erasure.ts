// What is left of a person's data once they are erased (issue 15 item 5, UK GDPR art. 17): pure rules the
// erasure service applies to the rows it keeps.
import { ERASED_TEXT } from "./visitor-terms.ts";

/**
 * The person's identifiers as they may appear in free text written about them (a colleague's note on a lead,
 * an email body): the email, each name of at least two letters, the phone numbers. Longest first, so a full
 * email goes before the name inside it.
 */
export function personIdentifiers(person: { emails: string[]; names: string[]; phones: string[] }): string[] {
  const words = [
    ...person.emails,
    ...person.names.flatMap((name) => [name, ...name.split(/\s+/)]),
    ...person.phones.flatMap((phone) => [phone, phone.replace(/\D/g, "")]),
  ]
    .map((word) => word.trim())
    .filter((word) => word.length >= 2);
  return [...new Set(words.map((word) => word.toLowerCase()))].sort((a, b) => b.length - a.length);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The text with every identifier replaced (any case); phone numbers also when written with spaces. */
export function redactText(text: string, identifiers: string[]): string {
  let result = text;
  for (const identifier of identifiers) {
    const pattern = /^\d+$/.test(identifier)
      ? identifier.split("").map(escapeRegExp).join("[\\s-]*")
      : escapeRegExp(identifier);
    result = result.replace(new RegExp(pattern, "gi"), ERASED_TEXT);
  }
  return result;
}

/** A JSON value with every string in it redacted (an audit row's before and after). */
export function redactJson(value: unknown, identifiers: string[]): unknown {
  if (typeof value === "string") return redactText(value, identifiers);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, identifiers));
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactJson(item, identifiers)]),
    );
  }
  return value;
}
