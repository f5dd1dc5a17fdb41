// The bodies of the back office's upload posts, read before the general 12 MB reader with limits of their own:
// - the listings desk (issue 14): media uploads carry several photos of up to 10 MB each, so
//   /admin/listings/{id} takes 41 MB; one file over 10 MB is refused by the route beside its field;
// - the feeds page's "import this file now" (issue 15 item 6): a BLM zip with its photos, up to
//   FEED_UPLOAD_MAX_MB (config.feeds.uploadMaxBytes) at /admin/feeds/upload;
// - the section editors (issue 15 item 3): gallery images of up to 10 MB each, as the listings desk's photos.
// A larger body is refused by hostErrors as the site's 413 page; a Content-Length over the limit at once
// (server/body-admission.ts).
import express, { type RequestHandler } from "express";
import { isStateChanging } from "../platform/csrf.ts";
import { currentStaff } from "../modules/staff/index.ts";
import { requestServices } from "./request-services.ts";

/** Four photos at the largest size each, and the form around them. */
export const ADMIN_UPLOAD_MAX_BYTES = 41 * 1024 * 1024;

const LISTING_EDITOR = /^\/admin\/listings\/[1-9][0-9]{0,9}$/;
const FEED_UPLOAD = /^\/admin\/feeds\/upload\/?$/i;
const SECTION_EDITOR = /^\/admin\/sections\/(?:auctions|(?:events|services)\/(?:new|[0-9]{1,9}))$/;

/** The limit of an upload post's route (before its sender is known), or null when the path takes no upload. */
export function adminUploadLimit(
  path: string,
  maxBytes = ADMIN_UPLOAD_MAX_BYTES,
  feedUploadMaxBytes: number | null = null,
): number | null {
  if (LISTING_EDITOR.test(path) || SECTION_EDITOR.test(path)) return maxBytes;
  return feedUploadMaxBytes && FEED_UPLOAD.test(path) ? feedUploadMaxBytes : null;
}

export function adminUploadBody(
  maxBytes = ADMIN_UPLOAD_MAX_BYTES,
  feedUploadMaxBytes: number | null = null,
): RequestHandler {
  const readers = new Map<number, RequestHandler>();
  const reader = (limit: number) => {
    let read = readers.get(limit);
    if (!read) readers.set(limit, (read = express.raw({ type: () => true, limit })));
    return read;
  };
  return async (req, res, next) => {
    if (!isStateChanging(req.method)) return next();
    const limit = adminUploadLimit(req.path, maxBytes, feedUploadMaxBytes);
    if (limit === null) return next();
    // Only a signed-in staff member's body is worth reading at this size (issue 43 High 1: a limit that needs
    // authentication applies after it); anyone else's goes to the general 12 MB reader. The route checks the
    // role as before.
    try {
      const { db, sessionKeys } = requestServices(res);
      if (!(await currentStaff(db, sessionKeys, req.get("cookie") ?? null))) return next();
    } catch (error) {
      return next(error);
    }
    return reader(limit)(req, res, next);
  };
}
