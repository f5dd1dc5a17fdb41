// What counts as the agency's own statistics (issue 41, "Cookies under the Data (Use and Access) Act 2025"). The
// Act lets a site store or read information in a visitor's browser without consent when it is only to collect
// statistics about how the site is used, to improve it, and the statistics are the site's own (kept by it, or by
// someone acting for it, and shared with nobody else). Openhouse has no statistics tool of its own, so the agency
// brings one: a snippet apart from its analytics tags, marked as its own first-party statistics, whose scripts
// and beacons go only to the agency's own addresses: its site's name or a name under its domain
// (`stats.agency.co.uk`, a self-hosted Matomo or Plausible). A Google Analytics or Meta tag is a third party's:
// it stays with the analytics tags, behind consent. Pure: the content schema and the back office share it.
import type { StatisticsMode } from "../../accounts/model/cookie-consent.ts";

/** The https origins of the `<script src>` elements of a snippet (a relative src is the site's own: 'self'). */
export function snippetScriptOrigins(html: string): string[] {
  const origins = new Set<string>();
  for (const [, attributes = ""] of html.matchAll(/<script\b([^>]*)>/gi)) {
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    const origin = httpsOrigin(src ? (src[1] ?? src[2] ?? src[3] ?? "") : "");
    if (origin) origins.add(origin);
  }
  return [...origins];
}

function httpsOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" ? parsed.origin : null;
  } catch {
    return null; // a relative src is same-origin, which 'self' allows already
  }
}

type StatisticsFields = {
  statistics_code: string;
  statisticsOrigins: string[];
  statisticsWithoutAsking: boolean;
};
export type StatisticsIssue = { path: string[]; message: string };

/**
 * The content schema's checks of the statistics (no agency address needed): every address the snippet loads a
 * script from is one of its declared addresses, so the declared list is the whole of what it reaches; and it
 * cannot run without asking when there is nothing to run.
 */
export function statisticsSnippetIssues(analytics: StatisticsFields): StatisticsIssue[] {
  const issues: StatisticsIssue[] = [];
  for (const origin of snippetScriptOrigins(analytics.statistics_code)) {
    if (!analytics.statisticsOrigins.includes(origin))
      issues.push({
        path: ["statistics_code"],
        message: `It loads a script from ${origin}: add that address to the statistics' addresses, if it is your own`,
      });
  }
  if (analytics.statisticsWithoutAsking && !analytics.statistics_code.trim())
    issues.push({
      path: ["statisticsWithoutAsking"],
      message: "Add your own statistics snippet before running it without asking",
    });
  return issues;
}

/**
 * The statistics' addresses that are not the agency's own: each must be the site's name or a name under its
 * domain (the site's name without `www.`). Only then may they run without asking.
 */
export function thirdPartyStatisticsOrigins(origins: readonly string[], siteHost: string): string[] {
  const domain = siteHost.toLowerCase().replace(/^www\./, "");
  return origins.filter((origin) => {
    const host = new URL(origin).hostname.toLowerCase();
    return host !== domain && !host.endsWith(`.${domain}`);
  });
}

/** How the agency's statistics run: none without a snippet; without asking only when switched on. */
export function statisticsModeOf(analytics: StatisticsFields): StatisticsMode {
  if (!analytics.statistics_code.trim()) return "none";
  return analytics.statisticsWithoutAsking ? "without-asking" : "with-consent";
}
