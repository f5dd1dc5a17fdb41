// The emails of a staff password reset (issue 42 item 6): the link (asked for on the sign-in page), and the
// notice that the password was changed, so a member of staff who did not ask hears of it at once.
import { htmlLines, safeHtml, type OutgoingEmail } from "../../../platform/email/template.ts";
import {
  brandedEmail,
  emailButton,
  type EmailBranding,
  type EmailMessage,
} from "../../../platform/email/layout.ts";

export const STAFF_RESET_SUBJECTS = {
  link: (agency: string) => `Reset your ${agency} back-office password`,
  changed: (agency: string) => `Your ${agency} back-office password was changed`,
};

type Recipient = { to: string; name: string; branding: EmailBranding };

/** To one member of staff, greeted by name, with no reply address. */
const staffEmail = (input: Recipient, message: Pick<EmailMessage, "subject" | "text" | "html">) =>
  brandedEmail(input.branding, {
    to: input.to,
    replyTo: null,
    heading: input.name ? `Hello ${input.name},` : "Hello,",
    ...message,
  });

export function staffResetLinkEmail(
  input: Recipient & { link: string; validMinutes: number },
): OutgoingEmail {
  const { agencyName } = input.branding;
  const opening = `Someone asked to reset the password of your ${agencyName} back-office account.`;
  const steps =
    "Open the link to choose a new password. You will also need a code from your authenticator app, or one of your recovery codes: a password alone never signs anyone in.";
  const validity = `The link works once, for ${input.validMinutes} minutes.`;
  const ignore =
    "If you did not ask, ignore this email: your password stays as it is. Tell an owner if it keeps happening.";
  return staffEmail(input, {
    subject: STAFF_RESET_SUBJECTS.link(agencyName),
    text: [opening, "", steps, "", input.link, "", validity, ignore].join("\n"),
    html: htmlLines([
      safeHtml`<p>${opening}</p>`,
      safeHtml`<p>${steps}</p>`,
      emailButton(input.branding, input.link, "Choose a new password"),
      safeHtml`<p>${validity} ${ignore}</p>`,
    ]),
  });
}

export function staffPasswordChangedEmail(input: Recipient & { signInLink: string }): OutgoingEmail {
  const { agencyName } = input.branding;
  const opening = `The password of your ${agencyName} back-office account was just reset, and every browser signed in to it was signed out.`;
  const warning =
    "If this was not you, tell an owner at once: they can disable the account and reset how it signs in.";
  return staffEmail(input, {
    subject: STAFF_RESET_SUBJECTS.changed(agencyName),
    text: [opening, "", warning, "", input.signInLink].join("\n"),
    html: htmlLines([
      safeHtml`<p>${opening}</p>`,
      safeHtml`<p>${warning}</p>`,
      emailButton(input.branding, input.signInLink, "Sign in"),
    ]),
  });
}
