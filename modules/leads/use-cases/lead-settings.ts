// What the lead use cases need of the agency: its name (email sign-off), its last-resort inbox and its spam
// phrases (site_content `leads`, cached with the rest of the content for a few seconds).
import { selectFirstBranchEmail } from "../repos/leads.ts";
import { emailBrandingOf } from "../../../platform/email/branding.ts";
import type { EmailBranding } from "../../../platform/email/layout.ts";
import { senderAddress } from "../../../platform/email/sender.ts";
import type { Services } from "../../../platform/services.ts";
import { getSiteContent } from "../../content/index.ts";

export type LeadSiteSettings = {
  agencyName: string;
  publicUrl: string;
  /** Always an address: the content's main inbox, else the first branch's, else the sender address. */
  mainEmail: string;
  spamPhrases: readonly string[];
  /** The emails' look (platform/email/layout.ts). */
  branding: EmailBranding;
};

export async function leadSiteSettings(services: Services): Promise<LeadSiteSettings> {
  const content = await getSiteContent(services.db);
  const mainEmail =
    content.leads?.mainEmail ??
    (await selectFirstBranchEmail(services.db)) ??
    senderAddress(services.config.mailFrom);
  return {
    agencyName: content.header?.agencyName ?? "Openhouse",
    publicUrl: services.config.publicUrl,
    mainEmail,
    spamPhrases: content.leads?.spamPhrases ?? [],
    branding: emailBrandingOf(content, services.config.publicUrl),
  };
}
