// Runs a public request with a content version instead of the live content, for staff who asked to preview it
// (platform/content-preview.ts, services/content-preview.ts). Only requests carrying the preview cookie pay for
// the check; the back office itself always shows the live state.
import type { RequestHandler } from "express";
import { CONTENT_PREVIEW_COOKIE } from "../platform/content-preview.ts";
import { contentPreviewOf } from "../services/content-preview.ts";
import { requestServices } from "./request-services.ts";

export function contentPreview(): RequestHandler {
  return async (req, res, next) => {
    const cookie = req.headers.cookie;
    if (!cookie?.includes(CONTENT_PREVIEW_COOKIE) || req.path === "/admin" || req.path.startsWith("/admin/"))
      return next();
    try {
      const preview = await contentPreviewOf(requestServices(res), cookie);
      if (!preview) return next();
      // The React Router handler gives the request a database view tied to it (server/app.ts).
      res.locals.contentPreview = preview;
      next();
    } catch (error) {
      next(error);
    }
  };
}
