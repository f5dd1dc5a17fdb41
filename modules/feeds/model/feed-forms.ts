// The feeds pages' inputs (issue 15 item 6), each a zod schema the routes parse with; the loaders read the
// inputs' HTML constraints off them (form-constraints.ts).
import { z } from "zod";
import { isValidFeedSource } from "./push-api.ts";
import {
  FEED_KEY_NAME_MAX_LENGTH,
  FEED_MESSAGES,
  FEED_UPLOAD_EXTENSIONS,
  ROW_OUTCOMES,
  type RowOutcomeName,
} from "./feed-terms.ts";

export const feedSourceField = z
  .string({ error: FEED_MESSAGES.source })
  .trim()
  .min(1, FEED_MESSAGES.source)
  .max(63, FEED_MESSAGES.source)
  .refine(isValidFeedSource, FEED_MESSAGES.source);

export const feedKeyNameField = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
  z.string().trim().max(FEED_KEY_NAME_MAX_LENGTH, FEED_MESSAGES.keyName).optional(),
);

export const createKeyForm = z.object({ source: feedSourceField, name: feedKeyNameField });

export const feedModeField = z.enum(["full", "incremental"], { error: FEED_MESSAGES.mode });

export const uploadForm = z.object({
  source: feedSourceField,
  mode: feedModeField,
  force: z.preprocess((value) => value === "on" || value === "1" || value === "true", z.boolean()),
});

/** The file's own extension when the engine reads it (.zip, .blm, .json, any case), else null. */
export function feedUploadExtension(fileName: string): string | null {
  const match = /\.[a-z0-9]+$/i.exec(fileName.trim());
  const extension = match?.[0].toLowerCase() ?? "";
  return (FEED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension) ? extension : null;
}

/**
 * The name the import log shows for an uploaded file: its last path part (browsers may send a path), without
 * control characters, at most 120 characters, keeping the extension.
 */
export function uploadedFileName(fileName: string, extension: string): string {
  const base = [...(fileName.split(/[\\/]/).pop() ?? "")]
    .filter((char) => char.charCodeAt(0) >= 0x20 && char.charCodeAt(0) !== 0x7f)
    .join("")
    .trim();
  const stem = base.slice(0, base.length - extension.length).slice(0, 120 - extension.length);
  return `${stem || "upload"}${extension}`;
}

const cursor = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** `?before=ID`: the import log's page of runs older than that run. */
export function parseImportLogQuery(params: URLSearchParams): { before: number | null } {
  return { before: cursor(params.get("before")) };
}

/** `?outcome=created&after=ID`: a run's rows of one outcome (or all), after that row. */
export function parseRunRowsQuery(params: URLSearchParams): {
  outcome: RowOutcomeName | null;
  after: number | null;
} {
  const outcome = params.get("outcome");
  return {
    outcome: (ROW_OUTCOMES as readonly string[]).includes(outcome ?? "") ? (outcome as RowOutcomeName) : null,
    after: cursor(params.get("after")),
  };
}
