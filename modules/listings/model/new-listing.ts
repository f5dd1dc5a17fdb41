// What the desk asks for a listing it creates (issue 14 "Agencies without a CRM create listings here"):
// the editor's fields, the address, and what only creation sets — channel, branch and an optional reference.
import { z } from "zod";
import { listingAddressSchema, listingEditSchema } from "./listing-form.ts";

export const REFERENCE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9/_.-]*$/;

export const listingCreateSchema = listingEditSchema.extend(listingAddressSchema.shape).extend({
  channel: z.enum(["sales", "lettings"], { error: "Please choose a channel from the list" }),
  branchId: z.coerce.number({ error: "Please choose a branch" }).int().positive("Please choose a branch"),
  reference: z
    .string()
    .optional()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value === "" || (value.length <= 40 && REFERENCE_PATTERN.test(value)), {
      message: "References are letters, digits and - _ . / (at most 40)",
    }),
});
