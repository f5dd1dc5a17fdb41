// The bodies of the back office's upload posts, read before the general 12 MB reader with limits of their own:
// - the listings desk (issue 14): media uploads carry several photos of up to 10 MB each, so
//   /admin/listings/{id} takes 41 MB; one file over 10 MB is refused by the route beside its field;
// - the feeds page's "import this file now" (issue 15 item 6): a BLM zip with its photos, up to
//   FEED_UPLOAD_MAX_MB (config.feeds.uploadMaxBytes) at /admin/feeds/upload;
// - the section editors (issue 15 item 3): gallery images of up to 10 MB each, as the listings desk's photos.
// A larger body is refused by hostErrors as the site's 413 page.
import express, { type RequestHandler } from "express";
import { isStateChanging } from "../platform/csrf.ts";

/** Four photos at the largest size each, and the form around them. */
export const ADMIN_UPLOAD_MAX_BYTES = 41 * 1024 * 1024;

const LISTING_EDITOR = /^\/admin\/listings\/[1-9][0-9]{0,9}$/;
const FEED_UPLOAD = /^\/admin\/feeds\/upload\/?$/i;
const SECTION_EDITOR = /^\/admin\/sections\/(?:auctions|(?:events|services)\/(?:new|[0-9]{1,9}))$/;

export function adminUploadBody(
  maxBytes = ADMIN_UPLOAD_MAX_BYTES,
  feedUploadMaxBytes: number | null = null,
): RequestHandler {
  const readListing = express.raw({ type: () => true, limit: maxBytes });
  const readFeed = feedUploadMaxBytes ? express.raw({ type: () => true, limit: feedUploadMaxBytes }) : null;
  return (req, res, next) => {
    if (!isStateChanging(req.method)) return next();
    const read =
      LISTING_EDITOR.test(req.path) || SECTION_EDITOR.test(req.path)
        ? readListing
        : readFeed && FEED_UPLOAD.test(req.path)
          ? readFeed
          : null;
    if (!read) return next();
    // Only a browser holding a staff session cookie is worth reading a large body from (the route checks the
    // session and the role).
    if (!/(?:^|;\s*)(?:__Host-)?oh_staff=/.test(req.headers.cookie ?? "")) return next();
    return read(req, res, next);
  };
}
