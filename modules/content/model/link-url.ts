// The address of a link an editor writes into the site's content (menus, footer, hero tabs; issue 43 "menu and
// footer links accept javascript: URLs"): a path on the site, or an http(s), mailto: or tel: address. Anything
// else (javascript:, data:, vbscript:…) would run or load something when a visitor clicks it. React blocks
// javascript: links and the CSP would too, but the form refuses them, so nothing unsafe is ever stored.
import { z } from "zod";

export const LINK_URL_MESSAGE =
  "Enter a path such as /search/sales, or an address starting with https://, http://, mailto: or tel:";

const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "tel:"]);

/**
 * Whether a link's address is safe to publish. Read as a browser reads it (the WHATWG URL parser drops tabs,
 * newlines and leading spaces, so `java\tscript:` and ` javascript:` are javascript: links too); a relative
 * address resolves against an https base and so passes.
 */
export function isSafeLinkUrl(value: string): boolean {
  if (!URL.canParse(value, "https://site.invalid/")) return false;
  return SAFE_SCHEMES.has(new URL(value, "https://site.invalid/").protocol);
}

/** A required link address. */
export const linkUrlSchema = z.string().min(1).refine(isSafeLinkUrl, LINK_URL_MESSAGE);

/** A link address that may be left empty. */
export const optionalLinkUrlSchema = z
  .string()
  .refine((value) => value === "" || isSafeLinkUrl(value), LINK_URL_MESSAGE);
