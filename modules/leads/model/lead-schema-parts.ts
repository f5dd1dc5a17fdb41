// The zod building blocks of every lead schema (viewing, valuation, staff, office, new homes): each field's
// rule is a predicate of lead-fields.ts and its message is the spec §5 text, so client and server agree.
import { z } from "zod";

import {
  isBlank,
  isValidEmail,
  isValidLeadPhone,
  isValidPersonName,
  isValidPostcode,
  LEAD_DO_NOT_CONTACT,
  LEAD_MESSAGES,
  LEAD_OPT_IN_TERMS,
} from "./lead-fields.ts";
import { isValidIdempotencyKey } from "./lead-field-names.ts";

/** Lengths that no honest enquiry reaches; longer input is refused with the field's own message. */
export const MAX_LENGTH = { name: 100, email: 254, phone: 30, line: 200, message: 5000 } as const;

/** A field that must be filled and pass `isValid`; any failure (missing, wrong type, too long) gives `message`. */
export function requiredText(isValid: (value: string) => boolean, message: string, max: number) {
  return z
    .string({ error: message })
    .max(max, message)
    .refine((value) => !isBlank(value) && isValid(value), message)
    .transform((value) => value.trim());
}

/** A field that may be left out or blank; when filled it must pass `isValid`. Blank becomes undefined. */
export function optionalText(isValid: (value: string) => boolean, message: string, max: number) {
  return z
    .string({ error: message })
    .max(max, message)
    .refine((value) => isBlank(value) || isValid(value), message)
    .transform((value) => (isBlank(value) ? undefined : value.trim()))
    .nullish()
    .transform((value) => value ?? undefined);
}

const anyText = () => true;

export const leadField = {
  firstName: () => requiredText(isValidPersonName, LEAD_MESSAGES.firstName, MAX_LENGTH.name),
  lastName: () => requiredText(isValidPersonName, LEAD_MESSAGES.lastName, MAX_LENGTH.name),
  email: () => requiredText(isValidEmail, LEAD_MESSAGES.email, MAX_LENGTH.email),
  phone: () => requiredText(isValidLeadPhone, LEAD_MESSAGES.phone, MAX_LENGTH.phone),
  message: () => requiredText(anyText, LEAD_MESSAGES.message, MAX_LENGTH.message),
  optionalMessage: () => optionalText(anyText, LEAD_MESSAGES.message, MAX_LENGTH.message),
  postcode: () => requiredText(isValidPostcode, LEAD_MESSAGES.postcode, MAX_LENGTH.line),
  optionalPostcode: () => optionalText(isValidPostcode, LEAD_MESSAGES.postcode, MAX_LENGTH.line),
  /** spec §5 "Terms required": the box posts 'on' (spec §9); unticked, it is not posted at all. */
  terms: () => z.literal(LEAD_OPT_IN_TERMS, { error: LEAD_MESSAGES.terms }),
  /** spec §9: always '1'; left out, it is taken as sent. */
  doNotContact: () =>
    z.preprocess(
      (value) => (typeof value === "number" ? String(value) : value),
      z.literal(LEAD_DO_NOT_CONTACT).default(LEAD_DO_NOT_CONTACT),
    ),
  idempotencyKey: () =>
    z.string().refine(isValidIdempotencyKey, "Please send a valid idempotency key").optional(),
};

/** Who is asking, as every nested lead_client (spec §7 "Leads") names them. */
export function leadClientIdentity() {
  return {
    first_name: leadField.firstName(),
    last_name: leadField.lastName(),
    email: leadField.email(),
    tel_home: leadField.phone(),
    do_not_contact: leadField.doNotContact(),
  };
}

/** A record id sent as a number or a numeric string; blank or null is no id. */
export function optionalId(message = "Please choose a valid option") {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce.number({ error: message }).int(message).positive(message).optional(),
  );
}

export function requiredId(message: string) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    z.coerce.number({ error: message }).int(message).positive(message),
  );
}

/** A flag sent as '1' or 1 (spec §7 is_valuation_request, is_branch_lead). */
export function flagOne() {
  return z.preprocess((value) => (typeof value === "number" ? String(value) : value), z.literal("1"));
}

/** A nested JSON object (lead_client, lead …); when it is missing, each of its fields reports its own message. */
export function nested<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess((value) => (value === undefined || value === null ? {} : value), z.object(shape));
}

/**
 * The errors of a failed parse by field, named as posted: ["lead_client", "first_name"] → lead_client[first_name];
 * a flat name such as "lead_client[first_name]" stays as it is. First message per field first.
 */
export function leadFieldErrors(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const [head, ...rest] = issue.path.map(String);
    const name = head === undefined ? "base" : head + rest.map((part) => `[${part}]`).join("");
    (errors[name] ??= []).push(issue.message);
  }
  return errors;
}
