// The cookie banner's choices logged (issue 7 item 7; spec §7 "POST /ajax-events/logs with the cookie-consent
// status"), with the banner's text the visitor was shown, as data protection law asks of consent evidence.
import { z } from "zod";
import type { Services } from "../../../platform/services.ts";
import { getConsentTexts, getStatisticsMode } from "../../content/index.ts";
import { insertConsentLog } from "../repos/users.ts";
import { consentLogSchema } from "../model/cookie-consent-log.ts";
import { describeConsent } from "../model/cookie-consent.ts";

export type ConsentLogResult = { ok: true } | { ok: false; errors: Record<string, string[]> };

/** spec §7 "POST /ajax-events/logs with the cookie-consent status": one consent_logs row (kind 'cookies'). */
export async function logCookieConsent(
  services: Services,
  body: unknown,
  context: { ip: string; userAgent: string | null; userId: number | null; referer: string | null },
): Promise<ConsentLogResult> {
  const parsed = consentLogSchema.safeParse(body);
  if (!parsed.success) {
    const { fieldErrors } = z.flattenError(parsed.error);
    return { ok: false, errors: fieldErrors as Record<string, string[]> };
  }
  const { consent, url } = parsed.data;
  await insertConsentLog(services.db, {
    userId: context.userId,
    kind: "cookies",
    choice: describeConsent(consent.status, consent, consent.version),
    // What the visitor was shown when choosing: the banner's text at the time, with the statistics notice when the
    // agency runs its own statistics without asking (issue 41).
    statement: await shownStatement(services),
    url: pathOf(url ?? context.referer),
    ip: context.ip || null,
    userAgent: context.userAgent?.slice(0, 500) ?? null,
  });
  return { ok: true };
}

async function shownStatement(services: Services): Promise<string> {
  const [texts, mode] = await Promise.all([getConsentTexts(services.db), getStatisticsMode(services.db)]);
  return mode === "without-asking" ? `${texts.body} ${texts.statisticsNotice}` : texts.body;
}

/** Only the path is kept: a query string may carry someone's search, which the log does not need. */
function pathOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url, "http://site.invalid").pathname;
  } catch {
    return null;
  }
}
