// Parses the 'Register your interest' form (spec §3 "New-homes form", §7 "/form_submissions") as posted
// natively (multipart): form_submission[<fieldName>] per element of the form definition, f_id, redirect_url,
// the terms and do_not_contact flags. Required blanks give 'Please enter a valid {friendly name}' (spec §5).
// Files are not parsed here: newHomesFileError checks each one (size and presence) on both sides.
import { z } from "zod";

import { isFileElement, type FormElement } from "./form-element.ts";
import {
  isBlank,
  isValidEmail,
  isValidLeadPhone,
  keepPhoneCharacters,
  LEAD_MESSAGES,
  LEAD_OPT_IN_TERMS,
  MAX_UPLOAD_BYTES,
  requiredFieldMessage,
} from "./lead-fields.ts";
import { NEW_HOMES_FIELD_NAMES as F, newHomesFieldName } from "./lead-field-names.ts";
import { leadField, MAX_LENGTH } from "./lead-schema-parts.ts";

export type { FormElement } from "./form-element.ts";
export { NEW_HOMES_FIELD_NAMES, newHomesFieldName } from "./lead-field-names.ts";

/** spec §5: a select left at 'default' is as good as blank. */
const SELECT_DEFAULT = "default";

function isUnanswered(element: FormElement, value: string): boolean {
  return isBlank(value) || (element.inputType === "select" && value.trim() === SELECT_DEFAULT);
}

/** Is a filled-in answer acceptable for its element (an email looks like one, a choice is one of the options)? */
function isAcceptableAnswer(element: FormElement, value: string): boolean {
  if (element.options?.length) return element.options.includes(value.trim());
  if (element.inputType === "email") return isValidEmail(value);
  if (element.inputType === "tel") return isValidLeadPhone(keepPhoneCharacters(value));
  return true;
}

function elementSchema(element: FormElement) {
  const message = requiredFieldMessage(element.friendlyName);
  const max = element.inputType === "textarea" ? MAX_LENGTH.message : MAX_LENGTH.line;
  // A disabled input is never posted by a browser (development_of_interest): the server fills it in.
  const mustAnswer = element.required && !element.disabled;
  const answer = z
    .string({ error: message })
    .max(max, message)
    .refine(
      (value) => (isUnanswered(element, value) ? !mustAnswer : isAcceptableAnswer(element, value)),
      message,
    )
    .transform((value) => (isUnanswered(element, value) ? undefined : value.trim()));
  return mustAnswer ? answer : answer.optional();
}

/** The schema of one form definition's posted fields. */
export function newHomesSubmissionSchema(elements: readonly FormElement[]) {
  const shape: Record<string, z.ZodType> = {};
  for (const element of elements) {
    if (!isFileElement(element)) shape[newHomesFieldName(element.fieldName)] = elementSchema(element);
  }
  return z.object({
    ...shape,
    [F.formId]: z.coerce.number({ error: "Please send a valid form" }).int().positive(),
    [F.redirectUrl]: z.string().max(2000).optional(),
    // spec §9: lead forms always send 'on' and '1'.
    [F.optInTerms]: z.literal(LEAD_OPT_IN_TERMS).optional(),
    [F.doNotContact]: z.string().max(5).optional(),
    [F.idempotencyKey]: leadField.idempotencyKey(),
  });
}

export type NewHomesSubmissionInput = Record<string, string | number | undefined>;

/** The file answer's message (spec §5), or null when it is fine. No file and an empty file are the same. */
export function newHomesFileError(
  element: FormElement,
  file: { size: number } | null | undefined,
): string | null {
  if (!file || file.size === 0) return element.required ? LEAD_MESSAGES.fileRequired : null;
  return file.size > MAX_UPLOAD_BYTES ? LEAD_MESSAGES.fileTooLarge : null;
}

/** The slug of the new-homes enquiry form every install has (the seed creates it; the property page asks for it). */
export const NEW_HOMES_FORM_SLUG = "new-homes-enquiry";
