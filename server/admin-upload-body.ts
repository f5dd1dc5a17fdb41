// The body of a listings desk post (issue 14): media uploads carry several photos of up to 10 MB each, more than
// the general 12 MB reader takes, so /admin/listings/{id} gets a limit of its own. A larger body is refused
// by hostErrors as the site's 413 page; one file over 10 MB is refused by the route beside its field.
import express, { type RequestHandler } from "express";
import { isStateChanging } from "../platform/csrf.ts";

/** Four photos at the largest size each, and the form around them. */
export const ADMIN_UPLOAD_MAX_BYTES = 41 * 1024 * 1024;

const LISTING_EDITOR = /^\/admin\/listings\/[1-9][0-9]{0,9}$/;

export function adminUploadBody(maxBytes = ADMIN_UPLOAD_MAX_BYTES): RequestHandler {
  const read = express.raw({ type: () => true, limit: maxBytes });
  return (req, res, next) => {
    if (!isStateChanging(req.method) || !LISTING_EDITOR.test(req.path)) return next();
    // Only a browser holding a staff session cookie is worth reading 41 MB from (the route checks the session).
    if (!/(?:^|;\s*)(?:__Host-)?oh_staff=/.test(req.headers.cookie ?? "")) return next();
    return read(req, res, next);
  };
}
