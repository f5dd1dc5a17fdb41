// Who mail comes from (issue 16): the agency's name, as the site content gives it, with MAIL_FROM's address.
// A MAIL_FROM that already has a display name ("Lettings <lettings@agency.example>") is kept as it is.

/** nodemailer's address object: it quotes and encodes the name as RFC 5322 needs ("Marlow & Vale", "Ó Sé"). */
export type MailSender = { name: string; address: string } | string;

/** `Openhouse <no-reply@localhost>` → `no-reply@localhost`; a bare address stays as it is. */
export function senderAddress(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** Whether MAIL_FROM names its sender itself (`Name <address>`). */
function hasDisplayName(from: string): boolean {
  return /^\s*[^<\s][^<]*<[^>]+>\s*$/.test(from);
}

export function mailSender(mailFrom: string, agencyName: string | null | undefined): MailSender {
  if (hasDisplayName(mailFrom) || !agencyName?.trim()) return mailFrom.trim();
  return { name: agencyName.trim(), address: senderAddress(mailFrom) };
}
