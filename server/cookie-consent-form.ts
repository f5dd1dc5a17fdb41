// POST /cookie-consent (issue 42 item 7): the cookie banner's "Accept all" and "Reject all" without JavaScript,
// or pressed before the page's scripts have started. The banner is in every page's cached HTML, shared by all
// visitors, so it cannot carry a session's authenticity token: a cross-site post is refused by its Origin (or
// Sec-Fetch-Site) instead, before the token check would refuse it. The choice is logged like the banner's
// own (POST /ajax-events/logs), kept in the same `oh_consent` cookie, and the visitor goes back to the page.
// Issue 41: "Object to statistics" (the banner's notice and the footer, where the agency runs its own statistics
// without asking) posts here too: the statistics stop, the rest of a stored choice is kept.
import type { RequestHandler } from "express";
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_VERSION,
  cookieValue,
  formatConsentCookie,
  objectToStatistics,
  parseConsentCookie,
  type ConsentChoice,
} from "../modules/accounts/model/cookie-consent.ts";
import { sameOriginBackPath } from "../platform/csrf.ts";
import type { RequestSession } from "../platform/session.ts";
import { logCookieConsent } from "../modules/accounts/index.ts";
import { requestServices } from "./request-services.ts";

export const COOKIE_CONSENT_PATH = "/cookie-consent";

const FORM_STATUSES = ["accept_all", "reject_all", "object_statistics"] as const;
type FormStatus = (typeof FORM_STATUSES)[number];

/** The choice a form post makes, from the visitor's stored one (an objection keeps the rest of it). */
function formChoice(status: FormStatus, stored: ConsentChoice | null): ConsentChoice {
  if (status === "accept_all") return ALL_ACCEPTED;
  if (status === "reject_all") return ALL_REJECTED;
  return objectToStatistics(stored);
}

const isFormStatus = (value: string | null): value is FormStatus =>
  (FORM_STATUSES as readonly (string | null)[]).includes(value);

/** Whether a post comes from this site's own pages: its Origin, else the browser's Sec-Fetch-Site. */
export function isSameOriginPost(headers: { origin?: string; fetchSite?: string }, origin: string): boolean {
  if (headers.origin) return headers.origin === origin;
  return headers.fetchSite === "same-origin";
}

export function cookieConsentForm(): RequestHandler {
  return async (req, res, next) => {
    try {
      res.set("Cache-Control", "no-store");
      const origin = `${req.protocol}://${req.get("host")}`;
      if (!isSameOriginPost({ origin: req.get("origin"), fetchSite: req.get("sec-fetch-site") }, origin)) {
        res.status(403).type("text/plain").send("This form can only be sent from this site's own pages.");
        return;
      }
      const fields = new URLSearchParams(Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "");
      const status = fields.get("choice");
      if (!isFormStatus(status)) {
        res.status(400).type("text/plain").send("Please choose Accept all or Reject all.");
        return;
      }
      const stored = parseConsentCookie(cookieValue(req.get("cookie") ?? "", CONSENT_COOKIE));
      const choice = formChoice(status, stored);
      const back = sameOriginBackPath(req.get("referer"), origin);
      const session = res.locals.session as RequestSession;
      await logCookieConsent(
        requestServices(res),
        { consent: { status, ...choice, version: CONSENT_VERSION }, url: back },
        {
          ip: req.ip ?? "",
          userAgent: req.get("user-agent") ?? null,
          userId: await session.userId(),
          referer: req.get("referer") ?? null,
        },
      );
      // Not HttpOnly: the page's own code reads the choice, as it does the one the banner writes.
      res.cookie(CONSENT_COOKIE, formatConsentCookie(choice), {
        maxAge: CONSENT_MAX_AGE_SECONDS * 1000,
        path: "/",
        sameSite: "lax",
        secure: req.secure,
        encode: String,
      });
      res.redirect(303, back);
    } catch (error) {
      next(error);
    }
  };
}
