// The leads inbox's rules (issue 14 "The leads inbox"): the list's filters and the staff's writes, each one
// zod schema that the route parses with; the loaders read the pages' HTML constraints off them
// (form-constraints.ts). What the pages show (statuses, labels, limits, messages) is in ./lead-inbox-terms.ts,
// without zod, so the admin pages' browser code never imports this module.
import { z } from "zod";
import {
  FILTER_MESSAGES,
  INBOX_LEAD_KINDS,
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  NOTE_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  WRITE_MESSAGES,
} from "./lead-inbox-terms.ts";

const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const id = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, FILTER_MESSAGES.option)
  .transform(Number);

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, FILTER_MESSAGES.date)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, FILTER_MESSAGES.date);

/** The list's GET form, one field at a time (a wrong field is reported beside it; the others still apply). */
export const leadFilterFields = {
  q: optional(z.string().trim().max(SEARCH_MAX_LENGTH, FILTER_MESSAGES.search)),
  branch: optional(z.union([z.literal("none"), id], { error: FILTER_MESSAGES.option })),
  kind: optional(z.enum(INBOX_LEAD_KINDS, { error: FILTER_MESSAGES.option })),
  status: optional(z.enum(LEAD_STATUSES, { error: FILTER_MESSAGES.option })),
  assigned: optional(z.union([z.literal("me"), z.literal("none"), id], { error: FILTER_MESSAGES.option })),
  from: optional(isoDate),
  to: optional(isoDate),
};

export type LeadFilterName = keyof typeof leadFilterFields;
export type LeadFilters = { [K in LeadFilterName]?: z.output<(typeof leadFilterFields)[K]> };
export const LEAD_FILTER_NAMES = Object.keys(leadFilterFields) as LeadFilterName[];

/** Where the list starts: after (older than) a lead, before (newer than) one, or at the newest. */
export type LeadCursor = { older: number } | { newer: number } | null;

export type ParsedLeadQuery = {
  filters: LeadFilters;
  cursor: LeadCursor;
  errors: Partial<Record<LeadFilterName, string[]>>;
};

export function parseLeadQuery(params: URLSearchParams): ParsedLeadQuery {
  const filters: Record<string, unknown> = {};
  const errors: ParsedLeadQuery["errors"] = {};
  for (const name of LEAD_FILTER_NAMES) {
    const parsed = leadFilterFields[name].safeParse(params.get(name) ?? undefined);
    if (parsed.success) {
      if (parsed.data !== undefined && parsed.data !== "") filters[name] = parsed.data;
    } else errors[name] = [parsed.error.issues[0]!.message];
  }
  const typed = filters as LeadFilters;
  if (typed.from && typed.to && typed.to < typed.from) {
    errors.to = [FILTER_MESSAGES.range];
    delete typed.to;
  }
  const older = id.safeParse(params.get("older"));
  const newer = id.safeParse(params.get("newer"));
  const cursor: LeadCursor = older.success
    ? { older: older.data }
    : newer.success
      ? { newer: newer.data }
      : null;
  return { filters: typed, cursor, errors };
}

/** The filters as a query string in a fixed order ("" when none), for links, the export and redirects. */
export function leadFilterQuery(filters: LeadFilters, cursor: LeadCursor = null): string {
  const params = new URLSearchParams();
  for (const name of LEAD_FILTER_NAMES) {
    const value = filters[name];
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  if (cursor && "older" in cursor) params.set("older", String(cursor.older));
  if (cursor && "newer" in cursor) params.set("newer", String(cursor.newer));
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** Free text → the words every matching lead contains (any order), lower-cased; at most eight. */
export function searchTerms(q: string | undefined): string[] {
  if (!q) return [];
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

// The staff's writes. Each form posts `intent`; the detail page's three forms share one action.

export const leadStatusField = z.enum(LEAD_STATUSES, { error: WRITE_MESSAGES.status });
/** An assignee's staff id, or "" to leave the lead unassigned. */
export const leadAssigneeField = z.union([z.literal(""), id], { error: WRITE_MESSAGES.assignee });
export const leadNoteField = z
  .string({ error: WRITE_MESSAGES.note })
  .trim()
  .min(1, WRITE_MESSAGES.note)
  .max(NOTE_MAX_LENGTH, WRITE_MESSAGES.noteTooLong);

export const leadWriteSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), status: leadStatusField }),
  z.object({ intent: z.literal("assign"), assignee: leadAssigneeField }),
  z.object({ intent: z.literal("note"), note: leadNoteField }),
]);
export type LeadWrite = z.output<typeof leadWriteSchema>;

/** A lead's id as a ticked box's key carries it. */
const LEAD_ID = /^[1-9]\d{0,9}$/;

/**
 * The list's bulk form: a status and the ticked leads, posted as `leads[ID]=on` (so the route's one body
 * reader, which keeps one value per name, sees them all). It posts to the list's own URL, query and all.
 */
export const bulkStatusSchema = z.object({
  status: leadStatusField,
  // The keys are checked as one list, not by the record's key schema, so a forged key (`leads[abc]`) is refused
  // under "leads", where the page shows it, and not under a name of its own the page has no place for.
  leads: z
    .record(z.string(), z.string(), { error: WRITE_MESSAGES.leads })
    .transform((ticked) => Object.keys(ticked))
    .refine(
      (keys) =>
        keys.length > 0 && keys.length <= LEADS_PAGE_SIZE * 2 && keys.every((key) => LEAD_ID.test(key)),
      WRITE_MESSAGES.leads,
    )
    .transform((keys) => keys.map(Number)),
});

/** A lead's or a file's id in a URL, or null (the route answers 404). */
export function parseId(value: string | undefined): number | null {
  const parsed = id.safeParse(value);
  return parsed.success && parsed.data <= 2_147_483_647 ? parsed.data : null;
}
