// The agency's lead settings (site_content key `leads`, from the content file): where a lead goes when nothing
// more specific knows a recipient, and the agency's own spam rules (spec §8 invalid-message-content).
import { z } from "zod";

export const leadSettingsSchema = z.object({
  /** The agency's main inbox: the last-resort recipient, so a lead always has one. */
  mainEmail: z.email(),
  /** Words or phrases that mark a message as spam (matched case-insensitively, as whole words). */
  spamPhrases: z.array(z.string().trim().min(1)).default([]),
});

export type LeadSettings = z.infer<typeof leadSettingsSchema>;
