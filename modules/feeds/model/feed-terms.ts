// The back office's feeds pages (issue 15 item 6): limits, labels and messages, without zod, so the pages' own
// code can use them (the schemas are in ./feeds.ts).
export const IMPORT_LOG_PAGE_SIZE = 50;
export const RUN_ROWS_PAGE_SIZE = 50;
export const FEED_KEY_NAME_MAX_LENGTH = 100;

/** What "import this file now" takes: what the engine reads and `feed:import` takes, branch/staff CSVs aside. */
export const FEED_UPLOAD_EXTENSIONS = [".zip", ".blm", ".json"] as const;

export const IMPORT_WAY_LABELS: Record<string, string> = {
  drop_folder: "Drop folder",
  push: "Push",
  command: "Command",
  upload: "Upload",
};

export const IMPORT_MODE_LABELS: Record<string, string> = { full: "Full", incremental: "Incremental" };

export const IMPORT_STATE_LABELS: Record<string, string> = {
  running: "Running",
  succeeded: "Imported",
  refused: "Refused",
  failed: "Failed",
};

/** An import run's counts (the engine's ImportCounts), in the order the pages show them. */
export const IMPORT_COUNT_LABELS = {
  created: "Created",
  updated: "Updated",
  unchanged: "Unchanged",
  withdrawn: "Withdrawn",
  skipped: "Skipped",
  unplaced: "Not on the map",
  heldBack: "Held back by the advert rules",
  media: "Media stored",
  warnings: "Warnings",
  errors: "Rows refused",
} as const;
export type ImportCountName = keyof typeof IMPORT_COUNT_LABELS;

export const ROW_OUTCOMES = ["created", "updated", "unchanged", "withdrawn", "skipped"] as const;
export type RowOutcomeName = (typeof ROW_OUTCOMES)[number];

/** A row's outcome is one of the run's counts, and is labelled as that count is. */
export const ROW_OUTCOME_LABELS = Object.fromEntries(
  ROW_OUTCOMES.map((outcome) => [outcome, IMPORT_COUNT_LABELS[outcome]]),
) as Record<RowOutcomeName, string>;

export const FEED_MESSAGES = {
  source: 'Please give a source name: lower-case letters, digits, "-" and "_" (not "demo")',
  keyName: `Please give a name of at most ${FEED_KEY_NAME_MAX_LENGTH} characters`,
  mode: "Please choose full or incremental",
  noFile: "Please choose a feed file to import",
  fileType:
    "Please choose a BLM file (.blm), a BLM zip with its photos (.zip) or an Openhouse JSON feed (.json)",
  emptyFile: "The file is empty",
  keyNotFound: "There is no such key",
  locked: "An import of this source is running. Try again when it has finished; nothing was changed.",
  failed: "The import failed; nothing was changed. The import log has the details.",
} as const;

export const FEED_DONE_MESSAGES: Record<string, string> = {
  revoked: "The key is revoked: pushes with it are refused from now on.",
};

/** A byte count as people read it: "100 MB". */
export function formatMegabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
}
