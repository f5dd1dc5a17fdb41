// The agency's analytics and the cookie banner's texts (issue 7 item 7; spec §7 "GET /analytics_code"). The
// browser asks first and inserts the snippets only after analytics consent (modules/accounts/model/cookie-consent.ts),
// the agency's own statistics also before it when the agency runs them without asking (issue 41); the server
// answers only what the visitor's stored choice allows, and lets the configured snippets, and nothing else, run
// under the CSP.
import {
  analyticsSchema,
  consentTextsSchema,
  type Analytics,
  type ConsentTexts,
} from "../model/site-content.ts";
import { snippetScriptOrigins, statisticsModeOf } from "../model/first-party-statistics.ts";
import { configuredTagsOf, type ConfiguredTag } from "../model/configured-tags.ts";
import { whatMayRun, type ConsentChoice, type StatisticsMode } from "../../accounts/model/cookie-consent.ts";
import { inlineScriptHashes } from "../../../platform/content-security-policy.ts";
import type { Db } from "../../../db/client.ts";
import { SITE_CONTENT_TTL_MS, cachedPerDb, getSiteContent } from "./site-content.ts";

const NO_ANALYTICS: Analytics = analyticsSchema.parse(undefined);

/** spec §7 GET /analytics_code: the snippets a visitor may run now, from the consent cookie's choice (issue 41). */
export type AnalyticsCode = { analytics_code: string; head_analytics_code: string; statistics_code: string };

/**
 * spec §7: the body of GET /analytics_code for a visitor whose stored choice is `choice` (null: none yet). The
 * analytics tags only after a yes; the agency's own statistics also before any choice when the agency runs them
 * without asking, and never after an objection (modules/accounts/model/cookie-consent.ts whatMayRun). Empty
 * strings for what may not run or is not configured.
 */
export async function getAnalyticsCode(db: Db, choice: ConsentChoice | null): Promise<AnalyticsCode> {
  const analytics = (await getSiteContent(db)).analytics ?? NO_ANALYTICS;
  const may = whatMayRun(statisticsModeOf(analytics), choice);
  return {
    analytics_code: may.analyticsTags ? analytics.analytics_code : "",
    head_analytics_code: may.analyticsTags ? analytics.head_analytics_code : "",
    statistics_code: may.statistics ? analytics.statistics_code : "",
  };
}

/** How the agency's own statistics run, for the cookie banner and policy (the same for every visitor). */
export async function getStatisticsMode(db: Db): Promise<StatisticsMode> {
  return statisticsModeOf((await getSiteContent(db)).analytics ?? NO_ANALYTICS);
}

/** The agency's configured tags as the cookie policy lists them (issue 41): which, whose, and when they run. */
export async function getConfiguredTags(db: Db): Promise<ConfiguredTag[]> {
  return configuredTagsOf((await getSiteContent(db)).analytics ?? NO_ANALYTICS);
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
  const html = [analytics.head_analytics_code, analytics.analytics_code, analytics.statistics_code].join(
    "\n",
  );
  return {
    scriptSources: [...inlineScriptHashes(html), ...snippetScriptOrigins(html)],
    connectOrigins: [...new Set([...analytics.connectOrigins, ...analytics.statisticsOrigins])],
  };
}

/** The policy sources of the site's configured analytics, cached like the content they come from. */
export const analyticsPolicySources: (db: Db) => Promise<AnalyticsPolicySources> = cachedPerDb(
  async (db) => analyticsPolicySourcesOf((await getSiteContent(db)).analytics ?? NO_ANALYTICS),
  SITE_CONTENT_TTL_MS,
);
