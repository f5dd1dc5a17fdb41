// The agency's analytics and the cookie banner's texts (issue 7 item 7; spec §7 "GET /analytics_code"). The
// browser asks first and inserts the snippets only after analytics consent (modules/accounts/model/cookie-consent.ts);
// the server lets the configured snippets, and nothing else, run under the CSP.
import {
  analyticsSchema,
  consentTextsSchema,
  type Analytics,
  type ConsentTexts,
} from "../model/site-content.ts";
import { inlineScriptHashes } from "../../../platform/content-security-policy.ts";
import type { Db } from "../../../db/client.ts";
import { SITE_CONTENT_TTL_MS, cachedPerDb, getSiteContent } from "./site-content.ts";

const NO_ANALYTICS: Analytics = analyticsSchema.parse(undefined);

/** spec §7: the body of GET /analytics_code (empty strings when the agency configured none). */
export async function getAnalyticsCode(
  db: Db,
): Promise<{ analytics_code: string; head_analytics_code: string }> {
  const { analytics_code, head_analytics_code } = (await getSiteContent(db)).analytics ?? NO_ANALYTICS;
  return { analytics_code, head_analytics_code };
}

/** The cookie banner's texts, the agency's or the defaults. */
export async function getConsentTexts(db: Db): Promise<ConsentTexts> {
  return (await getSiteContent(db)).consent ?? consentTextsSchema.parse(undefined);
}

export type AnalyticsPolicySources = { scriptSources: string[]; connectOrigins: string[] };

/**
 * What the page's Content-Security-Policy must allow for the configured snippets to run once consent is
 * given: the SHA-256 of each inline script and the https origin of each script they load, plus the origins
 * they send data to. Only those: the policy stays hash-based (docs/site-content.md).
 */
export function analyticsPolicySourcesOf(analytics: Analytics): AnalyticsPolicySources {
  const html = `${analytics.head_analytics_code}\n${analytics.analytics_code}`;
  const origins = new Set<string>();
  for (const [, attributes = ""] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const url = src ? (src[1] ?? src[2] ?? src[3] ?? "") : "";
    const origin = httpsOrigin(url);
    if (origin) origins.add(origin);
  }
  return {
    scriptSources: [...inlineScriptHashes(html), ...origins],
    connectOrigins: [...new Set(analytics.connectOrigins)],
  };
}

function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null; // a relative src is same-origin, which 'self' allows already
  }
}

/** The policy sources of the site's configured analytics, cached like the content they come from. */
export const analyticsPolicySources: (db: Db) => Promise<AnalyticsPolicySources> = cachedPerDb(
  async (db) => analyticsPolicySourcesOf((await getSiteContent(db)).analytics ?? NO_ANALYTICS),
  SITE_CONTENT_TTL_MS,
);
