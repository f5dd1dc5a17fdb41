// Cookie consent (UK PECR, issue 7 item 7): the visitor's choice per category, kept in a first-party cookie, and
// what may run under it (issue 41: the agency's own statistics without asking, as the Data (Use and Access) Act
// 2025 allows). Pure and zod-free, so the first render's code can read the cookie.
import { SITE_STORAGE } from "../../../domain/site-storage.ts";

/**
 * Necessary cookies (session, authenticity token) are always on. `statistics` is the agency's own first-party
 * statistics (issue 41), `analytics` its analytics tags (third parties'), `marketing` advertising: each waits for
 * a yes, except the statistics where the agency runs them without asking (whatMayRun).
 */
export type ConsentChoice = { statistics: boolean; analytics: boolean; marketing: boolean };
/**
 * How the choice was made: the banner's three ways, and the one-click objection to the agency's own statistics
 * (the banner's notice and the footer), which keeps the rest of the choice.
 */
export const CONSENT_STATUSES = ["accept_all", "reject_all", "custom", "object_statistics"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/**
 * How the agency's own statistics run (content `analytics`): none configured; only after a yes; or without
 * asking, with the notice and the objection (modules/content/model/first-party-statistics.ts).
 */
export type StatisticsMode = "none" | "with-consent" | "without-asking";

/** What the page may run for a visitor: the agency's own statistics, its analytics tags, marketing tags. */
export type WhatMayRun = { statistics: boolean; analyticsTags: boolean; marketing: boolean };

/**
 * PECR reg. 6 as the Data (Use and Access) Act 2025 amends it: first-party statistics may run without consent
 * when the visitor is told and can object; everything else waits for a yes, as before. A stored choice always
 * wins: "Reject all" and an objection stop the statistics; "Accept all" allows them where the agency asks first.
 */
export function whatMayRun(mode: StatisticsMode, choice: ConsentChoice | null): WhatMayRun {
  return {
    statistics: mode !== "none" && (choice ? choice.statistics : mode === "without-asking"),
    analyticsTags: choice?.analytics === true,
    marketing: choice?.marketing === true,
  };
}

/** The choice after an objection to the statistics: the rest kept; with no choice yet, nothing else allowed. */
export function objectToStatistics(choice: ConsentChoice | null): ConsentChoice {
  return { statistics: false, analytics: choice?.analytics ?? false, marketing: choice?.marketing ?? false };
}

/**
 * What the banner's categories show before the visitor has chosen: every box unticked (consent is never
 * pre-ticked), except the statistics the agency runs without asking, which are on until the visitor objects.
 */
export function startingChoice(mode: StatisticsMode, stored: ConsentChoice | null): ConsentChoice {
  return stored ?? { statistics: mode === "without-asking", analytics: false, marketing: false };
}

/**
 * The choice the banner's categories save. Where the agency has no statistics of its own the box is not shown,
 * so the statistics follow analytics, as in a cookie written before them: a later statistics snippet then meets
 * the visitor's analytics answer, not an objection they never made.
 */
export function choiceByCategory(mode: StatisticsMode, ticked: ConsentChoice): ConsentChoice {
  return mode === "none" ? { ...ticked, statistics: ticked.analytics } : ticked;
}

export const CONSENT_COOKIE = SITE_STORAGE.consent.name;
/** Raised when the categories or their meaning change: an older cookie asks again. */
export const CONSENT_VERSION = 1;
/** Six months: the ICO expects consent to be asked again from time to time; 6–12 months is usual. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

export const ALL_ACCEPTED: ConsentChoice = { statistics: true, analytics: true, marketing: true };
export const ALL_REJECTED: ConsentChoice = { statistics: false, analytics: false, marketing: false };

/**
 * The cookie's value, e.g. `1.a1.m0`: the version, then each category as 1 (yes) or 0 (no). The statistics
 * (issue 41) follow the analytics unless they differ (`1.a1.m0.s0`), so every cookie written before them still
 * reads as it was meant: a yes to analytics was a yes to statistics, a no a no.
 */
export function formatConsentCookie(choice: ConsentChoice, version: number = CONSENT_VERSION): string {
  const bit = (granted: boolean) => (granted ? 1 : 0);
  const statistics = choice.statistics === choice.analytics ? "" : `.s${bit(choice.statistics)}`;
  return `${version}.a${bit(choice.analytics)}.m${bit(choice.marketing)}${statistics}`;
}

/** The choice a cookie value holds; null when there is none, it is garbled, or it is of another version. */
export function parseConsentCookie(value: string | null | undefined): ConsentChoice | null {
  const match = /^(\d+)\.a([01])\.m([01])(?:\.s([01]))?$/.exec(value ?? "");
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  const analytics = match[2] === "1";
  return {
    statistics: match[4] === undefined ? analytics : match[4] === "1",
    analytics,
    marketing: match[3] === "1",
  };
}

/** The value of one cookie in a Cookie header (or document.cookie); null when it is not set. */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return decodeURIComponent(rest.join("="));
  }
  return null;
}

/** How a choice is logged (consent_logs.choice): readable by the agency when a visitor asks. */
export function describeConsent(status: ConsentStatus, choice: ConsentChoice, version: number): string {
  const word = (granted: boolean) => (granted ? "granted" : "denied");
  return [
    status,
    `statistics=${word(choice.statistics)}`,
    `analytics=${word(choice.analytics)}`,
    `marketing=${word(choice.marketing)}`,
    `version=${version}`,
  ].join("; ");
}
