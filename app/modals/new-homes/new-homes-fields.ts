// How a new-homes form definition becomes a form (spec §3 "New-homes form"): elements in fieldPostion order;
// development_of_interest prefilled from the first comma part of the address (and disabled), development_id the
// property id; each element drawn as a hidden, textarea, select, file, address lookup or plain input. Pure, so
// the rules are unit-tested; the checks themselves are the shared schema's (modules/leads/model/new-homes-submission.ts).
import {
  DEVELOPMENT_ID_FIELD,
  DEVELOPMENT_OF_INTEREST_FIELD,
  type FormElement,
} from "../../../modules/leads/model/form-element.ts";
import { LEAD_MESSAGES, MAX_UPLOAD_BYTES } from "../../../modules/leads/model/lead-fields.ts";
import { propertyPath } from "../../../domain/urls.ts";

export type ElementKind = "hidden" | "textarea" | "select" | "file" | "address" | "input";

/** spec §3: the elements "order by fieldPostion" (a stable sort keeps the definition's order on ties). */
export function orderedElements(elements: readonly FormElement[]): FormElement[] {
  return [...elements].sort((a, b) => a.fieldPostion - b.fieldPostion);
}

export function elementKind(element: FormElement): ElementKind {
  if (element.hidden || element.inputType === "hidden") return "hidden";
  if (element.inputType === "textarea") return "textarea";
  if (element.inputType === "select" || (element.options?.length ?? 0) > 0) return "select";
  if (element.inputType === "file") return "file";
  // spec §3: "address/current_home_address is a lookup".
  if (element.inputType === "address" || element.fieldName === "current_home_address") return "address";
  return "input";
}

// Input types a definition may ask for; anything else (a typo, "checkbox") is drawn as text.
const INPUT_TYPES = new Set(["text", "email", "tel", "number", "date", "url"]);
export function inputType(element: FormElement): string {
  return INPUT_TYPES.has(element.inputType) ? element.inputType : "text";
}

/** spec §3: "development_of_interest (prefilled from the first comma part of the address)". */
export function developmentOfInterest(displayAddress: string): string {
  return displayAddress.split(",")[0]!.trim();
}

/** The values a new form starts with: the development's name and id (spec §3). */
export function initialValues(displayAddress: string, propertyId: number): Record<string, string> {
  return {
    [DEVELOPMENT_OF_INTEREST_FIELD]: developmentOfInterest(displayAddress),
    [DEVELOPMENT_ID_FIELD]: String(propertyId),
  };
}

/** spec §5: "over 10 MB gives "File size can't be over 10mb" and is cleared" — checked as soon as it is chosen. */
export function chosenFileError(file: { size: number } | null | undefined): string | null {
  return file && file.size > MAX_UPLOAD_BYTES ? LEAD_MESSAGES.fileTooLarge : null;
}

/** What the upload asks the browser's picker for: the types the server accepts (spec silent; ours). */
export const UPLOAD_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.doc,.docx";
/** Ours: the hint under a file field's label. */
export const UPLOAD_HINT = "A PDF, Word document or image (JPEG, PNG or WebP), up to 10 MB.";

/** A select's first, empty choice (spec §5: "A select left at 'default' is invalid"). */
export const SELECT_DEFAULT = "default";

/**
 * The page the server sends the visitor back to (spec §7 redirect_url): the development's own page, where the
 * server's answer adds its flash (#/flash/welcome-lead-sent is the thank-you; an error key says what failed).
 */
export function thankYouRedirect(propertyId: number): string {
  return propertyPath(propertyId);
}
