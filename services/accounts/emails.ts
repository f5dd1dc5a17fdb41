// The password reset email (issue 6 item 4), written to the outbox and sent by jobs/outbox-dispatcher.ts.
export const RESET_EMAIL_SUBJECT = "Reset your password";

export function resetPasswordEmail(input: {
  to: string;
  firstName: string;
  link: string;
  validMinutes: number;
}) {
  const greeting = input.firstName ? `Hello ${input.firstName},` : "Hello,";
  const lines = [
    greeting,
    "",
    "We received a request to reset the password of your account. To choose a new password, open this link:",
    "",
    input.link,
    "",
    `The link works once and for ${input.validMinutes} minutes.`,
    "If you did not ask for this, you can ignore this email: your password stays as it is.",
  ];
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    "<p>We received a request to reset the password of your account.</p>",
    `<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>`,
    `<p>The link works once and for ${input.validMinutes} minutes. If you did not ask for this, you can ignore this email: your password stays as it is.</p>`,
  ];
  return { to: input.to, subject: RESET_EMAIL_SUBJECT, text: lines.join("\n"), html: html.join("\n") };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}
