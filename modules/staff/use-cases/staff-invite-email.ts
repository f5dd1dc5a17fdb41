// The email that carries a set-up link (issue 14): an invite (or its resend), or a new link after an owner
// reset the second factor. Plain and short: who asked, for what, the link and how long it works.
import { htmlLines, safeHtml, type OutgoingEmail } from "../../../platform/email/template.ts";
import { brandedEmail, emailButton, type EmailBranding } from "../../../platform/email/layout.ts";

export type SetupEmailKind = "invite" | "reset";

export const SETUP_EMAIL_SUBJECTS: Record<SetupEmailKind, (agency: string) => string> = {
  invite: (agency) => `Your ${agency} back-office account`,
  reset: (agency) => `Set up your ${agency} back-office sign-in again`,
};

export function setupLinkEmail(input: {
  kind: SetupEmailKind;
  to: string;
  name: string;
  branding: EmailBranding;
  /** Who sent it: their name, or their email. */
  from: string;
  /** "a negotiator (Bath, Bristol)". */
  roleText: string;
  link: string;
  validHours: number;
}): OutgoingEmail {
  const { agencyName } = input.branding;
  const greeting = input.name ? `Hello ${input.name},` : "Hello,";
  const opening =
    input.kind === "invite"
      ? `${input.from} has invited you to the ${agencyName} back office as ${input.roleText}.`
      : `${input.from} has reset how you sign in to the ${agencyName} back office, so you can set it up again (for example after losing your phone).`;
  const steps =
    "Open the link to choose a password and add an authenticator app (the app shows a new 6-digit code every 30 seconds). You can add a passkey later, on your account page.";
  const validity = `The link works once, for ${input.validHours} hours. If it has expired, ask ${input.from} for a new one.`;
  const ignore = "If you were not expecting this email, you can ignore it.";
  return brandedEmail(input.branding, {
    to: input.to,
    replyTo: null,
    subject: SETUP_EMAIL_SUBJECTS[input.kind](agencyName),
    heading: greeting,
    text: [opening, "", steps, "", input.link, "", validity, ignore].join("\n"),
    html: htmlLines([
      safeHtml`<p>${opening}</p>`,
      safeHtml`<p>${steps}</p>`,
      emailButton(input.branding, input.link, "Set up your account"),
      safeHtml`<p>${validity} ${ignore}</p>`,
    ]),
  });
}
