// Content-Security-Policy (issue 2 item 7). HTML documents allow exactly their own inline scripts by hash:
// nonces would make every anonymous page different, and design §1 "Cacheable pages" needs them identical.
// Everything else (JSON, media, plain-text errors) gets a policy that allows nothing.
import { createHash } from "node:crypto";
import { EMBED_ORIGINS } from "../modules/content/model/video-embeds.ts";

type Directives = Record<string, string[]>;

export const RESTRICTIVE_DIRECTIVES: Directives = {
  "default-src": ["'none'"],
  "frame-ancestors": ["'none'"],
  "base-uri": ["'none'"],
  "form-action": ["'none'"],
};

const RECAPTCHA_SCRIPTS = ["https://www.google.com/recaptcha/", "https://www.gstatic.com/recaptcha/"];

export function documentPolicy(
  html: string,
  options: {
    https: boolean;
    captcha: boolean;
    connectOrigins?: string[];
    /** The agency's configured analytics (modules/content/use-cases/analytics.ts): its inline hashes and script origins. */
    scriptSources?: string[];
  },
): string {
  const directives: Directives = {
    "default-src": ["'self'"],
    // React Router's hydration data and ScrollRestoration are inline scripts; the captcha script is
    // third-party by nature (spec §7 "The captcha script comes from a third-party provider").
    "script-src": [
      "'self'",
      ...inlineScriptHashes(html),
      ...(options.captcha ? RECAPTCHA_SCRIPTS : []),
      ...(options.scriptSources ?? []),
    ],
    // React renders `style` attributes (theme variables, carousel offsets); hashing those is not possible.
    "style-src": ["'self'", "'unsafe-inline'"],
    // Map tiles come from a configurable tile server (TILE_URL), and the captcha serves its own images.
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    // The exposures service (EXPOSURES_URL, spec §7) receives the results pages' posts.
    "connect-src": ["'self'", ...(options.connectOrigins ?? [])],
    // The captcha challenge and the property video embeds (spec §9 Media) are iframes; the embeds come from
    // exactly the hosts the video modal may frame.
    "frame-src": [
      "https://www.google.com/recaptcha/",
      "https://recaptcha.google.com/recaptcha/",
      ...EMBED_ORIGINS,
    ],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    ...(options.https ? { "upgrade-insecure-requests": [] } : {}),
  };
  return serializePolicy(directives);
}

/** `'sha256-…'` sources for every inline `<script>` of a document, in document order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(
    /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi,
  )) {
    if (/\ssrc\s*=/i.test(attributes) || content.length === 0) continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ");
}
