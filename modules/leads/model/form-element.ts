// spec §3 "New-homes form": one element of a form definition (stored as JSON in form_definitions.elements).
// It lives in domain so the form, its schema and the database share one type; db/schema.ts re-exports it.
export type FormElement = {
  fieldName: string;
  friendlyName: string;
  required: boolean;
  /** 'textarea', 'file', 'select', 'email', 'tel', 'hidden', 'address' or any other input type. */
  inputType: string;
  /** spec §3 spells it so. */
  fieldPostion: number;
  hidden?: boolean;
  disabled?: boolean;
  options?: string[];
};

/** spec §3: development_of_interest (prefilled, disabled) and development_id (the property id) are special. */
export const DEVELOPMENT_OF_INTEREST_FIELD = "development_of_interest";
export const DEVELOPMENT_ID_FIELD = "development_id";

export function isFileElement(element: FormElement): boolean {
  return element.inputType === "file";
}
