// The body of a feed push (POST /api/feeds/{source}/listings, issue 12), read before the general 12 MB reader
// with a limit of its own (FEED_PUSH_MAX_BYTES, counted after any gzip is inflated) and refused as JSON.
// The key is checked first (issue 43 High 1): a push with no key or a made-up one is answered 401/403 before a
// byte of its body is read or inflated, so only a CRM holding a key can make the server hold 20 MB.
import { randomUUID } from "node:crypto";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { requestServices } from "./request-services.ts";
import { feedPushSource, isFeedPushPath, rtdfCallOf } from "../modules/feeds/model/push-api.ts";
import { isStateChanging } from "../platform/csrf.ts";
import { verifyFeedApiKey } from "../modules/feeds/index.ts";
import { RTDF_ERRORS, RTDF_REFUSED, rtdfAnswer } from "../modules/feeds/model/rtdf.ts";

export function feedPushBody(maxBytes: number): RequestHandler[] {
  const read = express.raw({ type: () => true, limit: maxBytes });
  const onlyPushes: RequestHandler = async (req, res, next) => {
    if (!isStateChanging(req.method) || !isFeedPushPath(req.path)) return next();
    // An RTDF call names no source (its key does) and may carry its key in the path.
    const source = feedPushSource(req.path);
    const pathKey = rtdfCallOf(req.path)?.pathKey;
    const authorization = pathKey ? `Bearer ${pathKey}` : (req.get("authorization") ?? null);
    try {
      // The route checks the key again (it is the route's answer too); this check only spares the reading.
      const key = await verifyFeedApiKey(requestServices(res).db, source, authorization);
      if (!key.ok) {
        // Node discards the unread body as it arrives (nothing is kept) and the connection stays open: closing it
        // under a client still sending would reset it, and a CRM must see why its key was refused.
        res.set("Cache-Control", "private, no-store");
        if (key.status === 401) res.set("WWW-Authenticate", 'Bearer realm="feeds"');
        res.status(key.status).json(
          source === null
            ? rtdfAnswer(
                { requestId: randomUUID(), at: new Date() },
                {
                  success: false,
                  message: RTDF_REFUSED,
                  errors: [
                    { error_code: RTDF_ERRORS.key, error_description: key.message, error_value: null },
                  ],
                },
              )
            : { errors: { base: [key.message] } },
        );
        return;
      }
    } catch (error) {
      return next(error);
    }
    return read(req, res, next);
  };
  const tooLarge: ErrorRequestHandler = (error: { type?: string; status?: number }, req, res, next) => {
    if (!isFeedPushPath(req.path)) return next(error);
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
