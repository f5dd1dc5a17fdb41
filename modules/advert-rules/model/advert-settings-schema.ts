// The owner's form of the advert rule settings (/admin/advert-rules), checked by this schema on the server; the
// page's native constraints come from the same limits (model/advert-settings.ts).
import { z } from "zod";
import { PART_A_OUTCOMES } from "./advert-settings.ts";

export const PART_A_CHOICE_MESSAGE =
  "Please choose whether a listing missing a Part A item is held back or warned about";

export const advertSettingsSchema = z.object({
  partAMissing: z.enum(PART_A_OUTCOMES, { error: PART_A_CHOICE_MESSAGE }),
});
