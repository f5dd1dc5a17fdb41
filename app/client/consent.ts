// The visitor's cookie choice in the browser: read and written as the first-party `oh_consent` cookie (UK
// PECR: nothing non-essential before it says yes), and reported to POST /ajax-events/logs (spec §7).
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  cookieValue,
  formatConsentCookie,
  parseConsentCookie,
  type ConsentChoice,
  type ConsentStatus,
} from "../../modules/accounts/model/cookie-consent.ts";
import { sendJson } from "./api.ts";

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
