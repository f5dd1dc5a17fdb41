// Rate limits by route class (issue 2 item 7), per client IP. They run before the body is read, so a flood
// costs little. The counters live in this process's memory: with several web processes each counts on its
// own, so the effective limit is multiplied (a shared store, e.g. in PostgreSQL, is a later concern).
import { createHash } from "node:crypto";
import type { Request, RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import { feedPushSource } from "../domain/feeds/push-api.ts";
import { isStateChanging, sameOriginBackPath, wantsJson } from "../platform/csrf.ts";

export type RouteClass = "auth" | "leads" | "api" | "feedPush";

const MINUTE = 60_000;
const LIMITS: Record<RouteClass, { windowMs: number; limit: number }> = {
  // Password guessing and account creation.
  auth: { windowMs: 15 * MINUTE, limit: 10 },
  // Messages that reach the agency's staff: spam costs people time.
  leads: { windowMs: 10 * MINUTE, limit: 10 },
  // Every other write (saves, tracking, preferences): generous, only stops floods.
  api: { windowMs: MINUTE, limit: 300 },
  // CRM pushes of the JSON feed (issue 12), counted per API key rather than per address: a CRM's servers
  // may share or change addresses. Each push is a whole import, so a minute's 60 is already generous.
  feedPush: { windowMs: MINUTE, limit: 60 },
};

export const TOO_MANY_REQUESTS = "Too many requests, please try again later.";

/** The class of a state-changing request, from its path (spec §7 calls). */
export function routeClass(pathname: string): RouteClass {
  // The app's routing ignores case and a trailing slash, so the classes must too.
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (feedPushSource(path) !== null) return "feedPush";
  if (
    path === "/session" ||
    path === "/user.ljson" ||
    path === "/reset_passwords" ||
    path === "/user/reset-password" ||
    path.startsWith("/user/reset-password/")
  )
    return "auth";
  if (
    path === "/leads" ||
    path === "/form_submissions" ||
    path === "/user/send_to_friend" ||
    /^\/properties\/[^/]+\/[^/]+\/leads$/.test(path)
  )
    return "leads";
  return "api";
}

export function rateLimits(options: { disabled: boolean }): RequestHandler {
  if (options.disabled) return (_req, _res, next) => next();
  const limiter = (name: RouteClass) =>
    rateLimit({
      ...LIMITS[name],
      identifier: name,
      ...(name === "feedPush" ? { keyGenerator: feedKeyBucket } : {}),
      // draft-8 RateLimit headers, plus Retry-After on a refusal.
      standardHeaders: "draft-8",
      legacyHeaders: false,
      handler: (req, res) => {
        res.set("Cache-Control", "no-store");
        if (wantsJson({ accept: req.get("accept"), contentType: req.get("content-type"), path: req.path })) {
          res.status(429).json({ errors: { base: [TOO_MANY_REQUESTS] } });
        } else {
          res
            .status(429)
            .type("html")
            .send(tooManyRequestsPage(backPath(req)));
        }
      },
    });
  const limiters: Record<RouteClass, RequestHandler> = {
    auth: limiter("auth"),
    leads: limiter("leads"),
    api: limiter("api"),
    feedPush: limiter("feedPush"),
  };

  return (req, res, next) => {
    if (!isStateChanging(req.method)) return next();
    const name = routeClass(req.path);
    // A push also counts against its address's general bucket, so made-up keys cannot buy fresh buckets.
    if (name === "feedPush") return limiters.api(req, res, () => limiters.feedPush(req, res, next));
    return limiters[name](req, res, next);
  };
}

/** A push's bucket: its API key (hashed: the key itself never sits in memory longer than the request), or
 * its address when it sends none. */
function feedKeyBucket(req: Request): string {
  const authorization = req.get("authorization");
  if (authorization) return `key:${createHash("sha256").update(authorization).digest("hex")}`;
  return `ip:${ipKeyGenerator(req.ip ?? "")}`;
}

function backPath(req: Request): string {
  return sameOriginBackPath(req.get("referer"), `${req.protocol}://${req.get("host")}`);
}

// A native form post that is refused lands here: a plain page with the message and a way back.
function tooManyRequestsPage(back: string): string {
  return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Too many requests</title></head>
<body><p>${TOO_MANY_REQUESTS}</p><p><a href="${escapeAttribute(back)}">Go back</a></p></body></html>
`;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
