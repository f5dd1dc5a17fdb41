// A form definition as the back office edits it (issue 15 item 3; spec §3 "New-homes form"): the texts around
// the form and its elements, each of a type the public form draws (app/modals/new-homes/new-homes-fields.ts).
// The new-homes form keeps its two special fields (spec §3: development_of_interest, development_id).
import { z } from "zod";
import { DEVELOPMENT_ID_FIELD, DEVELOPMENT_OF_INTEREST_FIELD, type FormElement } from "./form-element.ts";

/** The input types the public form draws: text inputs, a textarea, a select, a file, a hidden field, an address lookup. */
export const FORM_INPUT_TYPES = [
  "text",
  "email",
  "tel",
  "number",
  "date",
  "url",
  "textarea",
  "select",
  "file",
  "hidden",
  "address",
] as const;

const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.string().trim().max(max).nullable(),
  );

export const formElementSchema = z
  .object({
    fieldName: z
      .string()
      .regex(
        /^[a-z][a-z0-9_]{0,59}$/,
        "a field name in lower case letters, digits and _, starting with a letter",
      ),
    friendlyName: z.string().trim().min(1).max(80),
    required: z.boolean(),
    inputType: z.enum(FORM_INPUT_TYPES),
    fieldPostion: z.number().int().min(0).max(999),
    hidden: z.boolean().optional(),
    disabled: z.boolean().optional(),
    options: z.array(z.string().trim().min(1).max(80)).max(50).optional(),
  })
  .refine((element) => element.inputType !== "select" || (element.options?.length ?? 0) > 0, {
    message: "a select needs its options",
    path: ["options"],
  });

export const formDefinitionEditSchema = z.object({
  name: z.string().trim().min(1).max(80),
  submitButtonText: z.string().trim().min(1).max(40),
  para: optionalText(500),
  gaName: optionalText(80),
  notifyEmail: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? null : value),
    z.email().max(254).nullable(),
  ),
  elements: z.array(formElementSchema).min(1).max(60),
});
export type FormDefinitionEdit = z.output<typeof formDefinitionEditSchema>;

/** Problems across elements: a field name used twice; the new-homes form without its special fields. */
export function elementProblems(
  slug: string,
  elements: readonly FormElement[],
  newHomesSlug: string,
): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  elements.forEach((element, i) => {
    if (seen.has(element.fieldName))
      problems.push(`elements.${i}.fieldName: "${element.fieldName}" is used twice`);
    seen.add(element.fieldName);
  });
  if (slug === newHomesSlug) {
    for (const special of [DEVELOPMENT_OF_INTEREST_FIELD, DEVELOPMENT_ID_FIELD])
      if (!seen.has(special))
        problems.push(`elements: the new-homes form needs its "${special}" field (spec §3)`);
  }
  return problems;
}
