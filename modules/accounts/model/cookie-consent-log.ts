// POST /ajax-events/logs (spec §7 "with the cookie-consent status"): the body the banner sends. Server-side:
// the banner builds this body itself from its buttons, so there is no visitor input to check in the browser.
import { z } from "zod";
import { CONSENT_STATUSES, CONSENT_VERSION } from "./cookie-consent.ts";

const flag = z.union([z.boolean(), z.stringbool()]);

export const consentLogSchema = z.object({
  consent: z
    .object({
      status: z.enum(CONSENT_STATUSES),
      /** The agency's own statistics (issue 41); a page from before them sends none: they follow analytics. */
      statistics: flag.optional(),
      analytics: flag,
      marketing: flag,
      version: z.coerce.number().int().min(1).max(CONSENT_VERSION),
    })
    .transform(({ statistics, ...consent }) => ({ ...consent, statistics: statistics ?? consent.analytics })),
  /** The page the choice was made on (path only is kept). */
  url: z.string().max(2000).optional(),
});
export type ConsentLogInput = z.infer<typeof consentLogSchema>;
