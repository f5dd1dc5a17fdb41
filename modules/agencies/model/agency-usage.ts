// What the operators' console shows of each agency's use of the install (issue 44 item 6): pure, browser-safe.

export type AgencyUsage = {
  listings: number;
  /** Photos, floor plans and documents of its listings. */
  mediaFiles: number;
  /** The bytes of its listings' documents, the only media whose size is kept in the database. */
  documentBytes: number;
  leads: number;
  /** Feed imports run (every way: command, drop folder, push, upload) … */
  imports: number;
  /** … of which refused whole or failed. */
  importErrors: number;
  /** Searches in the last 30 days (the reports' search events, shared by every process). */
  searches30Days: number;
  /** Requests its names answered in the last 30 days, pages from the page cache and static files included. */
  requests30Days: number;
};

export const NO_USAGE: AgencyUsage = {
  listings: 0,
  mediaFiles: 0,
  documentBytes: 0,
  leads: 0,
  imports: 0,
  importErrors: 0,
  searches30Days: 0,
  requests30Days: 0,
};

/** 1234567 → "1.2 MB" (binary multiples, as file managers show them). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}
