// What a request's headers already say about its body, answered before anything reads a byte of it (issue 43
// High 1; docs/decisions/015). Runs right after the path check: before static files, the page cache's Express
// lookup, the rate limits, the token check and every body reader.
// - GET and HEAD take no body: one that comes with a body (a Content-Length above 0, or chunked) is refused 400
//   whatever its size, rather than read and thrown away;
// - a Content-Length over the largest limit the request's route could have is answered 413 within a second
//   (DRAIN_GRACE_MS), the bytes discarded meanwhile, instead of waiting for all of them as Express's reader
//   does. A body without a Content-Length is counted by the readers as it arrives and refused past the limit.
// The 413 keeps the connection: Node's parser knows the body's framing and the bytes are discarded as they arrive
// (nothing is kept), whereas closing under a client still sending resets the socket before the client has read
// why it was refused. A GET or HEAD with a body is no client's honest request: that connection is closed.
import type { IncomingMessage } from "node:http";
import type { Request, RequestHandler } from "express";

/** The general reader's limit: the spec's 10 MB upload and the form around it (docs/deploy.md). */
export const GENERAL_BODY_MAX_BYTES = 12 * 1024 * 1024;

const BODILESS_METHODS = new Set(["GET", "HEAD"]);

/** How long a refused body may take to arrive (and be thrown away) before the 413 is sent regardless. */
export const DRAIN_GRACE_MS = 1_000;

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
  return Object.assign(new Error(message), { status, type, expose: true, keepsConnection: status === 413 });
}

/** `limitFor`: the largest body the request's route accepts, in bytes. */
export function bodyAdmission(limitFor: (req: Request) => number): RequestHandler {
  return (req, _res, next) => {
    if (bodyOnBodilessMethod(req)) {
      return next(clientError(400, "entity.unexpected", `${req.method} takes no body`));
    }
    const declared = Number(req.headers["content-length"] ?? NaN);
    if (Number.isFinite(declared) && declared > limitFor(req)) {
      // The bytes are discarded as they come (no listener keeps them). The answer waits for their end, at most
      // DRAIN_GRACE_MS: a client still writing when the answer comes (fetch, browsers) may see its write fail
      // and lose the answer; one that declared a gigabyte and sends nothing is answered within the grace.
      let answered = false;
      const answer = () => {
        if (answered) return;
        answered = true;
        clearTimeout(grace);
        next(clientError(413, "entity.too.large", "request entity too large"));
      };
      const grace = setTimeout(answer, DRAIN_GRACE_MS);
      req.once("end", answer);
      req.once("error", answer);
      req.resume();
      return;
    }
    next();
  };
}
