// The email that tells an account's owner someone is guessing its password (issue 43 item 4;
// docs/decisions/021), queued in the outbox and sent by jobs/outbox-dispatcher.ts. The throttle decides when
// (attempt-limits.ts: after ALERT_AFTER_FAILURES failures, once a day at most); this says what and to whom.
import type { Db } from "../../../db/client.ts";
import { emailBrandingOf } from "../../../platform/email/branding.ts";
import { brandedEmail, emailButton, type EmailBranding } from "../../../platform/email/layout.ts";
import { queueEmail } from "../../../platform/email/outbox.ts";
import { htmlLines, safeHtml, type OutgoingEmail } from "../../../platform/email/template.ts";
import { getSiteContent } from "../../content/index.ts";

export const GUESSING_ALERT_SUBJECT = "Someone is trying to sign in to your account";

export type GuessingAlert = {
  to: string;
  firstName: string;
  /** Visitors are pointed at the site's password reset; staff at the back office and their owner. */
  audience: "visitor" | "staff";
};

export function guessingAlertEmail(
  alert: GuessingAlert & { branding: EmailBranding; link: string },
): OutgoingEmail {
  const greeting = alert.firstName ? `Hello ${alert.firstName},` : "Hello,";
  const what = `There have been several failed attempts to sign in to your account at ${alert.branding.agencyName} with a wrong password.`;
  const safe =
    "Your account is safe while the password is not known: we slow these attempts down, and you can still sign in as usual.";
  const advice =
    alert.audience === "visitor"
      ? "If this was not you and your password is used anywhere else, choose a new one with 'Forgotten password' on the sign-in form."
      : "If this was not you, tell an owner of the back office; if your password is used anywhere else, change it on your account page.";
  const once = "We send this email at most once a day.";
  const label = alert.audience === "visitor" ? "Go to the website" : "Go to the back office";
  return brandedEmail(alert.branding, {
    to: alert.to,
    replyTo: null,
    subject: GUESSING_ALERT_SUBJECT,
    heading: greeting,
    text: [what, safe, "", advice, "", alert.link, "", once].join("\n"),
    html: htmlLines([
      safeHtml`<p>${what}</p>`,
      safeHtml`<p>${safe}</p>`,
      safeHtml`<p>${advice}</p>`,
      emailButton(alert.branding, alert.link, label),
      safeHtml`<p>${once}</p>`,
    ]),
  });
}

/** Queues the alert, branded with the site content. */
export async function queueGuessingAlert(db: Db, publicUrl: string, alert: GuessingAlert): Promise<void> {
  const branding = emailBrandingOf(await getSiteContent(db), publicUrl);
  const link = new URL(alert.audience === "visitor" ? "/" : "/admin/sign-in", publicUrl).href;
  await queueEmail(db, guessingAlertEmail({ ...alert, branding, link }));
}
