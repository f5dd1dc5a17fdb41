// The one layout of every email (issue 16): the agency's name or logo on top, its theme colour, the message,
// and a footer with the agency's name and address; plus the plain-text part, kept readable on its own. Pure:
// the branding comes in as data (platform/email/branding.ts makes it from the site content). Mail clients
// ignore <style> and most layout CSS, so everything is inline and laid out with tables (600 px wide, fluid
// below that), and the message's own elements get their styles here, not in each email.
import { SafeHtml, safeHtml, type OutgoingEmail } from "./template.ts";

export type EmailBranding = {
  agencyName: string;
  publicUrl: string;
  /** An absolute URL of a logo mail clients can show (PNG, JPEG, GIF), or null: the name is shown instead. */
  logo: { url: string; alt: string; width: number; height: number } | null;
  colours: {
    primary: string;
    primaryContrast: string;
    text: string;
    background: string;
    headerBackground: string;
    headerText: string;
    footerBackground: string;
    footerText: string;
  };
  fontFamily: string;
  /** The footer's lines: the agency's (legal) name and its address, each when known. */
  footer: { name: string; address: string | null; telephone: string | null };
};

/** What an email says; the layout adds the branding around it. */
export type EmailMessage = Omit<OutgoingEmail, "text" | "html"> & {
  /** The email's heading, first in both parts ("Valuation request from Jane Smith"). */
  heading: string;
  /** The message under the heading: blocks of HTML built with safeHtml (styled here, see styleBlocks). */
  html: SafeHtml | string;
  /** The same message as plain text. */
  text: string;
};

const PAGE_BACKGROUND = "#f3f4f6";
const MUTED = "#4b5563";

export function brandedEmail(branding: EmailBranding, message: EmailMessage): OutgoingEmail {
  const { html, text, heading, ...rest } = message;
  return {
    ...rest,
    text: emailText(branding, heading, text),
    html: emailHtml(branding, heading, String(html)),
  };
}

function footerLines(branding: EmailBranding): string[] {
  const { name, address, telephone } = branding.footer;
  return [name, address, telephone && `Telephone ${telephone}`, branding.publicUrl].filter(
    (line): line is string => Boolean(line),
  );
}

function emailText(branding: EmailBranding, heading: string, body: string): string {
  // "-- " is the signature separator mail clients recognise (RFC 3676 §4.3).
  return [heading, "", body.trimEnd(), "", "-- ", ...footerLines(branding)].join("\n");
}

/** A call to action drawn as a button (a link in a coloured table cell, which Outlook keeps). */
export function emailButton(branding: EmailBranding, href: string, label: string): SafeHtml {
  const { primary, primaryContrast } = branding.colours;
  return safeHtml`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:16px 0"><tr><td bgcolor="${primary}" style="background-color:${primary};border-radius:4px"><a style="display:inline-block;padding:12px 20px;color:${primaryContrast};font-weight:bold;text-decoration:none" href="${href}">${label}</a></td></tr></table>`;
}

/** Labelled answers as a two-column table ("Telephone | 07700 900123"); values may be links (SafeHtml). */
export function emailDetails(
  rows: readonly (readonly [label: string, value: string | SafeHtml])[],
): SafeHtml {
  const cell = "padding:6px 12px 6px 0;border-top:1px solid #e5e7eb;vertical-align:top";
  return safeHtml`<table role="presentation" cellpadding="0" cellspacing="0" border="0" width="100%" style="border-collapse:collapse;margin:0 0 16px">
${rows.map(
  ([label, value]) =>
    safeHtml`<tr><th align="left" scope="row" style="${cell};width:35%;font-weight:bold">${label}</th><td style="${cell}">${value}</td></tr>`,
)}
</table>`;
}

/** Inline styles for the plain elements the emails are written with (<p>, <h2>, <blockquote>, <a>, <ul>). */
function styleBlocks(branding: EmailBranding, html: string): string {
  const { primary } = branding.colours;
  return html
    .replace(/<p>/g, '<p style="margin:0 0 16px">')
    .replace(/<h2>/g, '<h2 style="margin:24px 0 8px;font-size:18px;line-height:1.3">')
    .replace(
      /<blockquote>/g,
      `<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${primary};color:${MUTED}">`,
    )
    .replace(/<ul>/g, '<ul style="margin:0 0 16px;padding-left:20px">')
    .replace(/<a href=/g, `<a style="color:${primary}" href=`);
}

function emailHtml(branding: EmailBranding, heading: string, body: string): string {
  const { colours, logo, agencyName } = branding;
  const font = branding.fontFamily;
  const masthead = logo
    ? safeHtml`<a href="${branding.publicUrl}"><img src="${logo.url}" alt="${logo.alt}" width="${logo.width}" height="${logo.height}" style="display:block;border:0;max-width:100%;height:auto"></a>`
    : safeHtml`<a href="${branding.publicUrl}" style="color:${colours.headerText};text-decoration:none;font-size:22px;font-weight:bold">${agencyName}</a>`;
  const footer = footerLines(branding).map((line, at) =>
    at === 0 ? safeHtml`<strong>${line}</strong>` : safeHtml`<br>${line}`,
  );
  return `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
${safeHtml`<title>${heading}</title>`}
</head>
${safeHtml`<body style="margin:0;padding:0;background-color:${PAGE_BACKGROUND}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${PAGE_BACKGROUND}" style="background-color:${PAGE_BACKGROUND}">
<tr><td align="center" style="padding:24px 8px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;border-collapse:collapse">
<tr><td bgcolor="${colours.headerBackground}" style="background-color:${colours.headerBackground};padding:20px 24px;border-bottom:4px solid ${colours.primary};font-family:${font}">${masthead}</td></tr>
<tr><td bgcolor="${colours.background}" style="background-color:${colours.background};padding:24px;color:${colours.text};font-family:${font};font-size:16px;line-height:1.5">
<h1 style="margin:0 0 16px;font-size:22px;line-height:1.3;color:${colours.text}">${heading}</h1>
${new SafeHtml(styleBlocks(branding, body))}
</td></tr>
<tr><td bgcolor="${colours.footerBackground}" style="background-color:${colours.footerBackground};padding:16px 24px;color:${colours.footerText};font-family:${font};font-size:13px;line-height:1.5">${footer}</td></tr>
</table>
</td></tr>
</table>
</body>`}
</html>`;
}
