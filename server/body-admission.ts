// What a request's headers already say about its body, answered before anything reads a byte of it (issue 43
// High 1; docs/decisions/015). Runs right after the path check: before static files, the page cache's Express
// lookup, the rate limits, the token check and every body reader.
// - GET and HEAD take no body: one that comes with a body (a Content-Length above 0, or chunked) is refused 400
//   whatever its size, rather than read and thrown away;
// - a Content-Length over the largest limit the request's route could have is answered 413 at once, instead of
//   waiting for (and discarding) the bytes as Express's reader does. A body without a Content-Length is
//   counted by the readers as it arrives and refused when it passes the limit.
// Both refusals keep the connection: Node's parser knows the body's framing and discards its unread rest as it
// arrives (nothing is kept), whereas closing under a client still sending resets the socket before the client
// has read why it was refused.
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";

/** The general reader's limit: the spec's 10 MB upload and the form around it (docs/deploy.md). */
export const GENERAL_BODY_MAX_BYTES = 12 * 1024 * 1024;

const BODILESS_METHODS = new Set(["GET", "HEAD"]);

/** True when the request announces a body: chunked, or a Content-Length above 0. */
export function announcesBody(req: IncomingMessage): boolean {
  if (req.headers["transfer-encoding"] !== undefined) return true;
  const length = req.headers["content-length"];
  return length !== undefined && !/^0+$/.test(length.trim());
}

/** A GET or HEAD that carries a body: refused, and never answered from the page cache. */
export function bodyOnBodilessMethod(req: IncomingMessage): boolean {
  return BODILESS_METHODS.has(req.method ?? "") && announcesBody(req);
}

function clientError(status: 400 | 413, type: string, message: string) {
  return Object.assign(new Error(message), { status, type, expose: true, keepsConnection: true });
}

/** `limitFor`: the largest body the request's route accepts, in bytes. */
export function bodyAdmission(limitFor: (req: Request) => number): RequestHandler {
  return (req, _res, next) => {
    if (bodyOnBodilessMethod(req)) {
      return next(clientError(400, "entity.unexpected", `${req.method} takes no body`));
    }
    const declared = Number(req.headers["content-length"] ?? NaN);
    if (Number.isFinite(declared) && declared > limitFor(req)) {
      return next(clientError(413, "entity.too.large", "request entity too large"));
    }
    next();
  };
}
