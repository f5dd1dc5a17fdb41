// How the audit log reads for people (issue 42 item 5): each row's change as "field: before → after" rather than
// its raw JSON, and the list's GET filters (person, action, record, the agency's days). Pure, without zod, so the
// page's own code may use it.
import { isCalendarDay } from "../../../domain/calendar-day.ts";

export type AuditChange = { field: string; before: string; after: string };

const NONE = "—";

/** A value as one line: lists joined, objects as their own "key: value" pairs, nothing as a dash. */
export function auditValueText(value: unknown): string {
  if (value === undefined || value === null || value === "") return NONE;
  if (Array.isArray(value)) return value.length ? value.map(auditValueText).join(", ") : NONE;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>);
    return entries.length ? entries.map(([key, item]) => `${key}: ${auditValueText(item)}`).join("; ") : NONE;
  }
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * What a row changed, field by field: the fields of before and after (nested objects by their dotted path, e.g.
 * `fields.price`), each that differs once written out. Fields that are the same on both sides are left out; a
 * row with only an after (a creation) or only a before lists each of its fields from or to a dash.
 */
export function auditChanges(before: unknown, after: unknown, prefix = ""): AuditChange[] {
  if (!isRecord(before) && !isRecord(after)) {
    const was = auditValueText(before);
    const now = auditValueText(after);
    return was === now ? [] : [{ field: prefix || "value", before: was, after: now }];
  }
  const was = isRecord(before) ? before : {};
  const now = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(was), ...Object.keys(now)])];
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field}` : field;
    if (isRecord(was[field]) || isRecord(now[field])) return auditChanges(was[field], now[field], path);
    const from = auditValueText(was[field]);
    const to = auditValueText(now[field]);
    return from === to ? [] : [{ field: path, before: from, after: to }];
  });
}

/** One change as the log shows it. */
export const auditChangeText = (change: AuditChange) => `${change.field}: ${change.before} → ${change.after}`;

/** The person filter's value for the command line's rows (no member of staff). */
export const AUDIT_COMMAND_LINE = "command-line";

export type AuditFilters = {
  /** A member of staff's id, or the command line. */
  person?: number | typeof AUDIT_COMMAND_LINE;
  action?: string;
  /** A record (`lead:12`) or every record of a kind (`lead`). */
  record?: string;
  /** The agency's days (UK time), both included. */
  from?: string;
  to?: string;
};

export const AUDIT_FILTER_MESSAGES = {
  person: "Choose a person from the list.",
  date: "Enter a date as YYYY-MM-DD, e.g. 2026-07-01.",
  range: "The start date must be on or before the end date.",
  record: "Enter a record as kind:number (e.g. lead:12) or a kind alone (e.g. lead).",
  action: "Enter an action of at most 60 characters.",
};

const RECORD = /^[a-z][a-z0-9_-]{0,39}(:[A-Za-z0-9._@+-]{1,120})?$/;

/** The GET form's fields, checked one by one: a wrong one is reported beside its field and not applied. */
export function readAuditFilters(query: URLSearchParams): {
  filters: AuditFilters;
  errors: Partial<Record<keyof AuditFilters, string>>;
} {
  const filters: AuditFilters = {};
  const errors: Partial<Record<keyof AuditFilters, string>> = {};
  const text = (name: string) => query.get(name)?.trim() || undefined;
  const person = text("person");
  if (person === AUDIT_COMMAND_LINE) filters.person = AUDIT_COMMAND_LINE;
  else if (person && /^\d{1,9}$/.test(person)) filters.person = Number(person);
  else if (person) errors.person = AUDIT_FILTER_MESSAGES.person;
  const action = text("action");
  if (action && action.length <= 60) filters.action = action;
  else if (action) errors.action = AUDIT_FILTER_MESSAGES.action;
  const record = text("record");
  if (record && RECORD.test(record)) filters.record = record;
  else if (record) errors.record = AUDIT_FILTER_MESSAGES.record;
  for (const name of ["from", "to"] as const) {
    const day = text(name);
    if (day && isCalendarDay(day)) filters[name] = day;
    else if (day) errors[name] = AUDIT_FILTER_MESSAGES.date;
  }
  if (filters.from && filters.to && filters.to < filters.from) {
    errors.to = AUDIT_FILTER_MESSAGES.range;
    delete filters.to;
  }
  return { filters, errors };
}

/** The query of the filters (and page), for the pager's links. */
export function auditFilterQuery(filters: AuditFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.person !== undefined) query.set("person", String(filters.person));
  for (const name of ["action", "record", "from", "to"] as const) {
    if (filters[name]) query.set(name, filters[name]);
  }
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `?${text}` : "";
}
