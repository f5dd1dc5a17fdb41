// Which spec §8 flash key a refused lead answers with (docs/leads.md lists when each applies).
import { LEAD_FLASH, type LeadFlashKey } from "./lead-field-names.ts";

const POSTCODE_FIELD = /(^|\[)postcode\]?$/;

/** Schema failures: postcode-invalid when the postcode is the only thing wrong, else the validation key. */
export function validationFlash(errors: Readonly<Record<string, readonly string[]>>): LeadFlashKey {
  const fields = Object.keys(errors);
  return fields.length > 0 && fields.every((field) => POSTCODE_FIELD.test(field))
    ? LEAD_FLASH.postcodeInvalid
    : LEAD_FLASH.validation;
}
