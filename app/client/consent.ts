// The visitor's cookie choice in the browser: read and written as the first-party `oh_consent` cookie (UK
// PECR: nothing non-essential before it says yes), and reported to POST /ajax-events/logs (spec §7).
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  cookieValue,
  formatConsentCookie,
  parseConsentCookie,
  whatMayRun,
  type ConsentChoice,
  type ConsentStatus,
  type StatisticsMode,
} from "../../modules/accounts/model/cookie-consent.ts";
import { sendJson } from "./api.ts";
import { insertAnalyticsCode, needsFreshPage } from "./analytics-code.ts";

/** The stored choice; null when the visitor has not chosen yet (or chose under an older version). */
export function readConsent(): ConsentChoice | null {
  return parseConsentCookie(cookieValue(document.cookie, CONSENT_COOKIE));
}

export function writeConsent(choice: ConsentChoice): void {
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${CONSENT_COOKIE}=${formatConsentCookie(choice)}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

/** spec §7 "POST /ajax-events/logs with the cookie-consent status". Failures are logged only. */
export async function logConsent(status: ConsentStatus, choice: ConsentChoice, token: string): Promise<void> {
  try {
    const response = await sendJson("/ajax-events/logs", {
      token,
      body: { consent: { status, ...choice, version: CONSENT_VERSION }, url: location.pathname },
    });
    if (!response.ok) console.warn(`POST /ajax-events/logs answered ${response.status}`);
  } catch (error) {
    console.warn("Could not log the cookie choice", error);
  }
}

/** Where history.state keeps the element to focus after a reload (history.state survives it; no storage). */
const FOCUS_AFTER_RELOAD = "ohFocusAfterReload";
const FOCUS_RESTORED = "data-focus-restored";

/**
 * Runs what the choice allows (issue 41: the agency's own statistics before any choice where it runs them without
 * asking). A snippet already running that may no longer run cannot be unloaded: the page is loaded afresh, at
 * once, and the keyboard focus comes back to the element `focusId` names (restoreFocusAfterReload).
 */
export function honourChoice(mode: StatisticsMode, choice: ConsentChoice | null, focusId?: string): void {
  const may = whatMayRun(mode, choice);
  if (needsFreshPage(may)) {
    if (focusId) history.replaceState({ ...(history.state as object), [FOCUS_AFTER_RELOAD]: focusId }, "");
    location.reload();
  } else if (may.statistics || may.analyticsTags) void insertAnalyticsCode();
}

/** After honourChoice reloaded the page: focus goes back to the element the visitor acted on, once. */
export function restoreFocusAfterReload(): void {
  const state = history.state as Record<string, unknown> | null;
  const id = state?.[FOCUS_AFTER_RELOAD];
  if (typeof id !== "string") return;
  const { [FOCUS_AFTER_RELOAD]: _done, ...rest } = state!;
  history.replaceState(rest, "");
  // Show where focus is (WCAG 2.4.7): a script's focus on a fresh page matches no :focus-visible, so the element
  // is marked for the ring (app.css) until it loses focus.
  const element = document.getElementById(id);
  if (!element) return;
  element.setAttribute(FOCUS_RESTORED, "");
  element.addEventListener("blur", () => element.removeAttribute(FOCUS_RESTORED), { once: true });
  element.focus();
}
