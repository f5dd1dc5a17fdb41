// The listing editor's one schema (issue 14 "Forms validate on the client and the server with one schema"):
// built from the field specs (listing-fields.ts), which also give the form its native constraints. The form
// posts strings; parsing turns them into column values, with text cleaned the way the importer cleans it.
import { isCalendarDay } from "../../../domain/calendar-day.ts";
import { z } from "zod";
import type { Listing, MaterialInformation } from "../../../domain/agency.ts";
import { descriptionHtml, htmlToPlainText } from "../../feeds/model/feed-text.ts";
import { normalisePostcode } from "../../../domain/postcode.ts";
import { ADDRESS_FIELDS, EDITABLE_FIELDS, type FieldSpec } from "./listing-fields.ts";

/** A field's value as stored: the column's, or a material information item's. */
export type FieldValue = string | number | boolean | string[] | null;
export type FieldValues = Record<string, FieldValue>;
/** The form as posted (and as shown again after an error): one string per field. */
export type FormValues = Record<string, string>;
export type FieldErrors = Record<string, string[]>;

const HAS_MARKUP = /<[a-z!/]/i;

/** What the importer does to a feed's text, for the desk's: HTML only from the allow-list, else plain text. */
export function cleanDescription(text: string): string {
  const trimmed = text.replace(/\r\n?/g, "\n").trim();
  return HAS_MARKUP.test(trimmed) ? descriptionHtml(trimmed) : trimmed.replace(/\n{3,}/g, "\n\n");
}

export function cleanLine(text: string): string {
  return HAS_MARKUP.test(text) ? htmlToPlainText(text) : text.replace(/\s+/g, " ").trim();
}

const tooLong = (spec: FieldSpec) => `${spec.label} must be at most ${spec.maxLength} characters`;
const between = (spec: FieldSpec) => `${spec.label} must be a number from ${spec.min} to ${spec.max}`;

function fieldSchema(spec: FieldSpec): z.ZodType<FieldValue, string | undefined> {
  const blank = (value: string | undefined) => (value ?? "").trim() === "";
  const text = z.string().optional();
  const required = spec.required ? `Please enter the ${spec.label.toLowerCase()}` : null;
  switch (spec.kind) {
    case "checkbox":
      return text.transform((value) => value === "1" || value === "on" || value === "true");
    case "integer":
    case "decimal": {
      const pattern = spec.kind === "integer" ? /^\d+$/ : /^\d+(\.\d{1,2})?$/;
      return text
        .refine((value) => !(required && blank(value)), required ?? "")
        .refine((value) => blank(value) || pattern.test(value!.trim().replace(/,/g, "")), {
          message:
            spec.kind === "integer"
              ? `${spec.label} must be a whole number`
              : `${spec.label} must be a number with at most 2 decimals`,
        })
        .transform((value) => (blank(value) ? null : Number(value!.trim().replace(/,/g, ""))))
        .refine((value) => value === null || (value >= spec.min! && value <= spec.max!), between(spec));
    }
    case "select":
      return text
        .refine((value) => !(required && blank(value)), required ?? "")
        .refine((value) => blank(value) || spec.options!.some((o) => o.value === value), {
          message: `Please choose a ${spec.label.toLowerCase()} from the list`,
        })
        .transform((value) => (blank(value) ? null : value!));
    case "lines":
    case "tags": {
      const split = (value: string | undefined) =>
        (value ?? "")
          .split(spec.kind === "lines" ? /\r?\n/ : ",")
          .map(cleanLine)
          .filter(Boolean);
      return text
        .refine((value) => split(value).length <= spec.maxItems!, {
          message: `${spec.label}: at most ${spec.maxItems}`,
        })
        .refine((value) => split(value).every((item) => item.length <= spec.maxLength!), {
          message: `${spec.label}: each at most ${spec.maxLength} characters`,
        })
        .transform((value) => [...new Set(split(value))]);
    }
    case "date":
      return text
        .refine((value) => blank(value) || isCalendarDay(value!.trim()), {
          message: `${spec.label.replace(/ \(optional\)$/, "")} must be a date, e.g. 2027-03-14`,
        })
        .transform((value) => (blank(value) ? null : value!.trim()));
    case "textarea":
    case "text":
      return text
        .refine((value) => !(required && blank(value)), required ?? "")
        .refine((value) => (value ?? "").trim().length <= spec.maxLength!, tooLong(spec))
        .transform((value) => {
          if (spec.name === "description") return cleanDescription(value ?? "");
          const cleaned = cleanLine(value ?? "");
          // Text columns that may be absent are null when blank, as the importer writes them.
          return cleaned === "" && !spec.required && !["summary"].includes(spec.name) ? null : cleaned;
        });
  }
}

function objectSchema(specs: readonly FieldSpec[]) {
  return z.object(Object.fromEntries(specs.map((spec) => [spec.name, fieldSchema(spec)])));
}

export const listingEditSchema = objectSchema(EDITABLE_FIELDS);

const postcodeSchema = z
  .string()
  .optional()
  .refine((value) => normalisePostcode(value ?? "") !== null, "Please enter a full UK postcode, e.g. BS8 2LG")
  .transform((value) => normalisePostcode(value!)!);

export const listingAddressSchema = objectSchema(ADDRESS_FIELDS).extend({ postcode: postcodeSchema });

export const PRICE_OR_POA = "Please enter the price, or tick POA";

/** A listing shows a price or says POA. */
export function priceErrors(data: FieldValues): FieldErrors {
  return data.poa === false && data.price === null ? { price: [PRICE_OR_POA] } : {};
}

/** A field's stored value: a column of the listing, or an item of its material information. */
export function fieldValueOf(listing: Pick<Listing, "materialInformation">, name: string): FieldValue {
  if (name.startsWith("materialInformation.")) {
    const key = name.slice("materialInformation.".length) as keyof MaterialInformation;
    return listing.materialInformation[key] ?? null;
  }
  return ((listing as Record<string, unknown>)[name] ?? null) as FieldValue;
}

/** A stored value as the form shows it. */
export function formText(spec: FieldSpec, value: FieldValue): string {
  if (value === null || value === undefined) return "";
  if (Array.isArray(value)) return value.join(spec.kind === "lines" ? "\n" : ", ");
  if (typeof value === "boolean") return value ? "1" : "";
  return String(value);
}

/** The form's values for a stored listing. */
export function formValuesOf(listing: Pick<Listing, "materialInformation">): FormValues {
  const values: FormValues = {};
  for (const spec of [...EDITABLE_FIELDS, ...ADDRESS_FIELDS]) {
    values[spec.name] = formText(spec, fieldValueOf(listing, spec.name));
  }
  return values;
}

/** Equal as stored values (arrays item by item; null and undefined alike). */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}
