// The refusals the host answers with a page in the site's layout (docs/decisions/015): their titles and
// texts, shared by the root ErrorBoundary (app/root.tsx) and the host's JSON answers (server/).
export const TOO_MANY_REQUESTS = "Too many requests, please try again later.";
export const INVALID_REQUEST_INPUT = "The request contains characters that are not allowed.";
export const REQUEST_TOO_LARGE = "The request is too large.";
export const BAD_REQUEST = "The request could not be read.";

export const STATUS_PAGE_PATH = "/_status";

export const STATUS_PAGES: Record<number, { title: string; message: string | null }> = {
  400: { title: "Bad request", message: BAD_REQUEST },
  404: { title: "Page not found", message: null },
  405: { title: "Method not allowed", message: null },
  410: { title: "No longer available", message: null },
  413: { title: "Request too large", message: REQUEST_TOO_LARGE },
  429: { title: "Too many requests", message: TOO_MANY_REQUESTS },
};

/** The host's internal URL of a status page; `back` is where its link returns to. */
export function statusPagePath(status: number, back?: string): string {
  return `${STATUS_PAGE_PATH}/${status}${back ? `?${new URLSearchParams({ back })}` : ""}`;
}
