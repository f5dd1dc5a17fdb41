// Attaches the visitor's session (platform/session.ts) to every request that reaches the app.
import { parseCookie } from "cookie";
import type { RequestHandler } from "express";
import { requestServices } from "./request-services.ts";
import { SESSION_COOKIE, requestSession } from "../platform/session.ts";

export function sessionMiddleware(): RequestHandler {
  return (req, res, next) => {
    const services = requestServices(res);
    res.locals.session = requestSession(
      services.db,
      services.sessionKeys,
      parseCookie(req.headers.cookie ?? "")[SESSION_COOKIE],
    );
    next();
  };
}
