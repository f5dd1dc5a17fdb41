// The password reset email (issue 6 item 4), queued in the outbox and sent by jobs/outbox-dispatcher.ts.
import { safeHtml, htmlLines, type OutgoingEmail } from "../../../platform/email/template.ts";
import { brandedEmail, emailButton, type EmailBranding } from "../../../platform/email/layout.ts";

export const RESET_EMAIL_SUBJECT = "Reset your password";

export function resetPasswordEmail(input: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
  branding: EmailBranding;
}): OutgoingEmail {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const lines = [
    "We received a request to reset the password of your account. To choose a new password, open this link:",
    "",
    input.link,
    "",
    `The link works once and for ${input.validMinutes} minutes.`,
    "If you did not ask for this, you can ignore this email: your password stays as it is.",
  ];
  return brandedEmail(input.branding, {
    to: input.to,
    replyTo: null,
    subject: RESET_EMAIL_SUBJECT,
    heading: greeting,
    text: lines.join("\n"),
    html: htmlLines([
      safeHtml`<p>We received a request to reset the password of your account at ${input.branding.agencyName}.</p>`,
      emailButton(input.branding, input.link, "Choose a new password"),
      safeHtml`<p>The link works once and for ${input.validMinutes} minutes. If you did not ask for this, you can ignore this email: your password stays as it is.</p>`,
    ]),
  });
}
