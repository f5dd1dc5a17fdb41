// Cookie consent (UK PECR, issue 7 item 7): the visitor's choice per category, kept in a first-party cookie.
// Pure and zod-free, so the first render's code can read the cookie.

/** Necessary cookies (session, authenticity token) are always on; these two wait for a yes. */
export type ConsentChoice = { analytics: boolean; marketing: boolean };
/** How the choice was made: the banner's three ways. */
export const CONSENT_STATUSES = ["accept_all", "reject_all", "custom"] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const CONSENT_COOKIE = "oh_consent";
/** Raised when the categories or their meaning change: an older cookie asks again. */
export const CONSENT_VERSION = 1;
/** Six months: the ICO expects consent to be asked again from time to time; 6–12 months is usual. */
export const CONSENT_MAX_AGE_SECONDS = 182 * 24 * 60 * 60;

export const ALL_ACCEPTED: ConsentChoice = { analytics: true, marketing: true };
export const ALL_REJECTED: ConsentChoice = { analytics: false, marketing: false };

/** The cookie's value, e.g. `1.a1.m0`: the version, then each category as 1 (yes) or 0 (no). */
export function formatConsentCookie(choice: ConsentChoice, version: number = CONSENT_VERSION): string {
  return `${version}.a${choice.analytics ? 1 : 0}.m${choice.marketing ? 1 : 0}`;
}

/** The choice a cookie value holds; null when there is none, it is garbled, or it is of another version. */
export function parseConsentCookie(value: string | null | undefined): ConsentChoice | null {
  const match = /^(\d+)\.a([01])\.m([01])$/.exec(value ?? "");
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  return { analytics: match[2] === "1", marketing: match[3] === "1" };
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
  return `${status}; analytics=${word(choice.analytics)}; marketing=${word(choice.marketing)}; version=${version}`;
}
