// Branches and staff as CSV (issue 12 item 2), for agencies whose CRM exports listings as BLM but keeps its
// offices and people elsewhere. Columns are found by their header (any order, any case; a byte-order mark
// is ignored); each row is read into the JSON feed's shape and checked by the same zod schema, so a CSV
// branch and a JSON branch obey the same rules. Columns and examples: docs/feeds-json.md.
import { parse } from "csv-parse/sync";
import type { z } from "zod";
import {
  FeedFormatError,
  type FeedBranch,
  type FeedRowError,
  type FeedStaff,
} from "../../model/feed-listing.ts";
import {
  jsonFeedBranchSchema,
  jsonFeedStaffSchema,
  toFeedBranch,
  toFeedStaff,
} from "../../model/json-feed.ts";

export const BRANCH_COLUMNS = [
  "code",
  "name",
  "address_line_1",
  "address_line_2",
  "town",
  "county",
  "postcode",
  "telephone",
  "email",
  "latitude",
  "longitude",
  "description",
] as const;
export const BRANCH_REQUIRED_COLUMNS = ["code", "name"] as const;

export const STAFF_COLUMNS = [
  "code",
  "branch_code",
  "first_name",
  "surname",
  "job_title",
  "telephone",
  "email",
  "photo",
  "contactable_for_sales",
  "contactable_for_lettings",
] as const;
export const STAFF_REQUIRED_COLUMNS = ["code", "branch_code", "first_name", "surname"] as const;

type Kind = "number" | "boolean" | "text";
const NUMERIC = new Set(["latitude", "longitude"]);
const BOOLEAN = new Set(["contactable_for_sales", "contactable_for_lettings"]);
const TRUE = new Set(["1", "y", "yes", "true"]);
const FALSE = new Set(["0", "n", "no", "false"]);

export function readBranchesCsv(input: string | Uint8Array): {
  branches: FeedBranch[];
  errors: FeedRowError[];
} {
  const { rows, errors } = readRows(input, BRANCH_COLUMNS, BRANCH_REQUIRED_COLUMNS, jsonFeedBranchSchema);
  return { branches: rows.map(toFeedBranch), errors };
}

export function readStaffCsv(input: string | Uint8Array): { staff: FeedStaff[]; errors: FeedRowError[] } {
  const { rows, errors } = readRows(input, STAFF_COLUMNS, STAFF_REQUIRED_COLUMNS, jsonFeedStaffSchema);
  return { staff: rows.map(toFeedStaff), errors };
}

type CsvRecord = { record: string[]; info: { lines: number } };

function readRows<S extends z.ZodType>(
  input: string | Uint8Array,
  columns: readonly string[],
  required: readonly string[],
  schema: S,
): { rows: z.output<S>[]; errors: FeedRowError[] } {
  const records = parseCsv(input);
  const header = records[0];
  if (!header) throw new FeedFormatError("The file is empty: the first line must name the columns", 1);
  const names = header.record.map((name) => name.trim().toLowerCase());
  names.forEach((name, index) => {
    if (!columns.includes(name)) {
      throw new FeedFormatError(
        `Unknown column "${header.record[index]}" (the columns are ${columns.join(", ")})`,
        1,
        header.record[index] ?? null,
      );
    }
    if (names.indexOf(name) !== index) throw new FeedFormatError(`Column "${name}" appears twice`, 1, name);
  });
  const missing = required.filter((name) => !names.includes(name));
  if (missing.length) {
    throw new FeedFormatError(`Missing required column(s): ${missing.join(", ")}`, 1, missing[0]!);
  }

  const rows: z.output<S>[] = [];
  const errors: FeedRowError[] = [];
  const seen = new Map<string, number>();
  for (const { record, info } of records.slice(1)) {
    const line = info.lines;
    const codeIndex = names.indexOf("code");
    const code = record[codeIndex]?.trim() || null;
    if (record.length !== names.length) {
      errors.push({
        line,
        reference: code,
        field: null,
        message: `Line ${line}: ${record.length} fields where the header names ${names.length}`,
      });
      continue;
    }
    const { value, problems } = toJsonShape(names, record);
    if (problems.length) {
      for (const { column, message } of problems) {
        errors.push({
          line,
          reference: code,
          field: column,
          message: `Line ${line}, column ${column}: ${message}`,
        });
      }
      continue;
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      for (const issue of result.error.issues) {
        const column = issue.path.length ? snakeCase(String(issue.path[0])) : null;
        errors.push({
          line,
          reference: code,
          field: column,
          message: `Line ${line}${column ? `, column ${column}` : ""}: ${issue.message}`,
        });
      }
      continue;
    }
    const key = (result.data as { code: string }).code;
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      errors.push({
        line,
        reference: key,
        field: "code",
        message: `Line ${line}, column code: "${key}" was already given on line ${earlier}; this row is skipped`,
      });
      continue;
    }
    seen.set(key, line);
    rows.push(result.data);
  }
  return { rows, errors };
}

function parseCsv(input: string | Uint8Array): CsvRecord[] {
  try {
    return parse(typeof input === "string" ? input : Buffer.from(input), {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      record_delimiter: ["\r\n", "\n", "\r"],
    }) as unknown as CsvRecord[];
  } catch (error) {
    const e = error as Error & { lines?: number };
    throw new FeedFormatError(`The file is not readable CSV: ${e.message}`, e.lines ?? null);
  }
}

/** A row by column name → the JSON feed's camelCase object; blank cells are left out (absent = not given). */
function toJsonShape(
  names: string[],
  record: string[],
): { value: Record<string, unknown>; problems: { column: string; message: string }[] } {
  const value: Record<string, unknown> = {};
  const problems: { column: string; message: string }[] = [];
  names.forEach((name, index) => {
    const cell = record[index]!.trim();
    if (cell === "") return;
    const kind: Kind = NUMERIC.has(name) ? "number" : BOOLEAN.has(name) ? "boolean" : "text";
    if (kind === "number") {
      const n = Number(cell);
      if (!Number.isFinite(n)) problems.push({ column: name, message: `"${cell}" is not a number` });
      else value[camelCase(name)] = n;
    } else if (kind === "boolean") {
      const lower = cell.toLowerCase();
      if (TRUE.has(lower)) value[camelCase(name)] = true;
      else if (FALSE.has(lower)) value[camelCase(name)] = false;
      else problems.push({ column: name, message: `"${cell}" is not yes or no (yes/no, true/false, 1/0)` });
    } else {
      value[camelCase(name)] = cell;
    }
  });
  return { value, problems };
}

// address_line_1 ↔ addressLine1: the CSV spells the JSON feed's field names in snake_case.
function camelCase(name: string): string {
  return name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

function snakeCase(name: string): string {
  return name.replace(/([A-Z]|(?<=[a-z])\d)/g, (c: string) => `_${c.toLowerCase()}`);
}
