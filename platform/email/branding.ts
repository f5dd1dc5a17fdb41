// The agency's branding as the email layout (platform/email/layout.ts) takes it, from the site content: its
// name, theme colours and font, logo and footer. Without content (an empty database) the default theme's look
// and the name "Openhouse".
import { defaultTheme } from "../../modules/content/model/default-theme.ts";
import type { SiteContent } from "../../modules/content/model/site-content.ts";
import type { EmailBranding } from "./layout.ts";
import { absoluteUrl } from "./template.ts";

export const DEFAULT_AGENCY_NAME = "Openhouse";

// Gmail and Outlook show no SVG: header.emailLogo (or the logo, if it is not an SVG), else the name in text.
const MAIL_SAFE_IMAGE = /\.(png|jpe?g|gif)(\?.*)?$/i;

export function emailBrandingOf(
  content: Partial<Pick<SiteContent, "header" | "theme" | "footer">>,
  publicUrl: string,
): EmailBranding {
  const agencyName = content.header?.agencyName ?? DEFAULT_AGENCY_NAME;
  const preferences = content.theme?.preferences ?? defaultTheme.preferences;
  const logo = [content.header?.emailLogo, content.header?.logo].find(
    (candidate) => candidate && MAIL_SAFE_IMAGE.test(candidate.url),
  );
  return {
    agencyName,
    publicUrl: absoluteUrl(publicUrl, "/"),
    logo: logo ? { ...logo, url: absoluteUrl(publicUrl, logo.url) } : null,
    colours: preferences.colours,
    fontFamily: preferences.fontFamily,
    footer: {
      name: content.footer?.legalName ?? agencyName,
      address: content.footer?.registeredOffice ?? null,
      telephone: content.header?.agencyContactTelephone ?? null,
    },
  };
}
