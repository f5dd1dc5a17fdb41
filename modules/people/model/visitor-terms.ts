// The back office's visitors pages (issue 15 item 5): limits, labels and messages, without zod, so the pages'
// own code can use them (the schemas are in ./visitors.ts).
export const VISITORS_PAGE_SIZE = 50;
export const VISITOR_SEARCH_MAX_LENGTH = 100;

/** What a lead keeps in place of the erased person's name, and in place of any text that named them. */
export const ERASED_NAME = "(erased)";
export const ERASED_TEXT = "[erased]";

export const VISITOR_MESSAGES = {
  search: `Please search with at most ${VISITOR_SEARCH_MAX_LENGTH} characters`,
  confirmEmail: "Please type the visitor's email address exactly to confirm",
};

export const VISITOR_DONE_MESSAGES: Record<string, string> = {
  erased: "The visitor's account is deleted and their leads are anonymised. The audit log records it.",
};

export const CONSENT_KIND_LABELS: Record<string, string> = {
  marketing: "Marketing",
  terms: "Terms",
  cookies: "Cookies",
};

/** A file name with the day in it: `visitor-42-2026-11-26.json`. */
export function datedFileName(stem: string, extension: string, now: Date = new Date()): string {
  return `${stem}-${now.toISOString().slice(0, 10)}.${extension}`;
}
