// The body of a feed push (POST /api/feeds/{source}/listings, issue 12), read before the general 12 MB reader
// with a limit of its own (FEED_PUSH_MAX_BYTES, counted after any gzip is inflated) and refused as JSON.
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { feedPushSource } from "../domain/feeds/push-api.ts";
import { isStateChanging } from "../platform/csrf.ts";

export function feedPushBody(maxBytes: number): RequestHandler[] {
  const read = express.raw({ type: () => true, limit: maxBytes });
  const onlyPushes: RequestHandler = (req, res, next) => {
    if (!isStateChanging(req.method) || feedPushSource(req.path) === null) return next();
    return read(req, res, next);
  };
  const tooLarge: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
    if (feedPushSource(req.path) === null) return next(error);
    const status = error.type === "entity.too.large" ? 413 : (error.status ?? 400);
    const message =
      status === 413
        ? `The feed is larger than ${maxBytes} bytes (FEED_PUSH_MAX_BYTES): send it in parts, with mode=incremental`
        : "The request body could not be read";
    // The client may still be sending: answer and close rather than read the rest.
    res.set({ "Cache-Control": "no-store", Connection: "close" });
    res.status(status).json({ errors: { base: [message] } });
  };
  return [onlyPushes, tooLarge as unknown as RequestHandler];
}
