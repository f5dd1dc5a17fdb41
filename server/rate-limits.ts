// Per-address rate limits by route class (issue 2 item 7, issue 13 item 4; docs/decisions/015). They run
// after the input boundary, so the path they classify is the one routing uses (`//x/session`, `/%73ession`
// never get here), and before the body is read, so a flood costs little. The counters live in the shared
// store (PostgreSQL with DATABASE_URL: every process counts together; PGlite: this process).
import { createHash } from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { feedPushSource, rtdfCallOf } from "../modules/feeds/model/push-api.ts";
import { TOO_MANY_REQUESTS } from "../domain/status-pages.ts";
import { isStateChanging, sameOriginBackPath } from "../platform/csrf.ts";
import type { RateLimitStore } from "../platform/rate-limit-store.ts";
import type { RenderStatusPage } from "./app.ts";
import { isJsonCaller } from "./json-caller.ts";

export { TOO_MANY_REQUESTS };

export type RouteClass = "signin" | "account" | "leads" | "api" | "feedPush" | "rtdf";

const MINUTE = 60_000;
export const LIMITS: Record<RouteClass, { windowMs: number; limit: number; failuresOnly: boolean }> = {
  // Credential checks (sign-in, a reset link's new password): only failures count, and generously, since a
  // household, an office or a mobile network shares one address. Guessing one account is slowed per account
  // (platform/attempt-limits.ts); this bounds one address spraying many accounts.
  signin: { windowMs: 15 * MINUTE, limit: 50, failuresOnly: true },
  // Account creation and reset emails: every attempt counts (each may send an email).
  account: { windowMs: 15 * MINUTE, limit: 20, failuresOnly: false },
  // Messages that reach the agency's staff: spam costs people time.
  leads: { windowMs: 10 * MINUTE, limit: 10, failuresOnly: false },
  // Every other write (saves, tracking, preferences, sign-out, profile updates): only stops floods.
  api: { windowMs: MINUTE, limit: 300, failuresOnly: false },
  // CRM pushes of the JSON feed (issue 12), counted per API key rather than per address: a CRM's servers
  // may share or change addresses. Each push is a whole import, so a minute's 60 is already generous.
  feedPush: { windowMs: MINUTE, limit: 60, failuresOnly: false },
  // Rightmove RTDF calls (issue 38): one listing each, so a CRM resending 2,000 listings makes 2,000 calls; per key,
  // and per address besides (so that made-up keys cannot buy fresh buckets), 100 a second.
  rtdf: { windowMs: MINUTE, limit: 6000, failuresOnly: false },
};

const ADMIN_CREDENTIAL_PATHS = new Set([
  "/admin/sign-in",
  "/admin/sign-in/code",
  "/admin/sign-in/passkey-options",
  "/admin/account",
  // The install operators' console (issue 44 item 6): the same steps on its own hostname.
  "/console/sign-in",
  "/console/sign-in/code",
]);

/** The class of a state-changing request, from its method and (already clean) path (spec §7 calls). */
export function routeClass(method: string, pathname: string): RouteClass {
  // The app's routing ignores case and a trailing slash, so the classes must too.
  const path = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  if (feedPushSource(path) !== null) return "feedPush";
  if (rtdfCallOf(path) !== null) return "rtdf";
  const post = method.toUpperCase() === "POST";
  if (post && (path === "/session" || path.startsWith("/user/reset-password/"))) return "signin";
  // The back office's credential steps (issue 14): password, second factor (code or passkey), set-up link,
  // and the account page, where the current password is asked again.
  if (
    post &&
    (ADMIN_CREDENTIAL_PATHS.has(path) ||
      path.startsWith("/admin/setup/") ||
      path.startsWith("/console/setup/"))
  )
    return "signin";
  if (post && (path === "/user.ljson" || path === "/reset_passwords")) return "account";
  if (
    path === "/leads" ||
    path === "/form_submissions" ||
    path === "/user/send_to_friend" ||
    /^\/properties\/[^/]+\/[^/]+\/leads$/.test(path)
  )
    return "leads";
  return "api";
}

export function rateLimits(options: {
  disabled: boolean;
  /** The counters of the request's agency: each agency counts its own visitors' addresses (issue 44 item 4). */
  storeOf: (res: Response) => RateLimitStore;
  render: RenderStatusPage;
}): RequestHandler {
  if (options.disabled) return (_req, _res, next) => next();
  const { storeOf, render } = options;
  return async (req, res, next) => {
    if (!isStateChanging(req.method)) return next();
    try {
      const store = storeOf(res);
      const name = routeClass(req.method, req.path);
      const limit = LIMITS[name];
      // A push also counts against its address's general bucket, so made-up keys cannot buy fresh buckets.
      if (name === "feedPush" || name === "rtdf") {
        const general = name === "rtdf" ? `rtdf-address:${req.ip ?? ""}` : `api:${req.ip ?? ""}`;
        const generalLimit = name === "rtdf" ? LIMITS.rtdf : LIMITS.api;
        const counted = await store.hit(general, generalLimit.windowMs);
        if (counted.count > generalLimit.limit) return await refuse(req, res, render);
      }
      const key =
        name === "feedPush" || name === "rtdf" ? `${name}:${feedKeyBucket(req)}` : `${name}:${req.ip ?? ""}`;
      const counter = await store.hit(key, limit.windowMs);
      const retryAfter = Math.max(1, Math.ceil((counter.resetAt.getTime() - Date.now()) / 1000));
      // draft-8 RateLimit headers: the policy, and what is left of it in this window.
      res.set("RateLimit-Policy", `"${name}";q=${limit.limit};w=${limit.windowMs / 1000}`);
      res.set("RateLimit", `"${name}";r=${Math.max(0, limit.limit - counter.count)};t=${retryAfter}`);
      if (counter.count > limit.limit) {
        res.set("Retry-After", String(retryAfter));
        return await refuse(req, res, render);
      }
      if (limit.failuresOnly) {
        // A success is taken back once answered: only failures use up the address's allowance.
        res.on("finish", () => {
          if (res.statusCode < 400) store.undo(key).catch(() => undefined);
        });
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}

function refuse(req: Request, res: Response, render: RenderStatusPage): Promise<void> {
  res.set("Cache-Control", "no-store");
  if (isJsonCaller(req)) {
    res.status(429).json({ errors: { base: [TOO_MANY_REQUESTS] } });
    return Promise.resolve();
  }
  // A native form post lands on the site's page with a way back to where it came from.
  const back = sameOriginBackPath(req.get("referer"), `${req.protocol}://${req.get("host")}`);
  return render(req, res, 429, { back });
}

/** A push's bucket: its API key, hashed (the key itself is never stored), or its address when it sends none. */
function feedKeyBucket(req: Request): string {
  const authorization = rtdfCallOf(req.path)?.pathKey ?? req.get("authorization");
  if (authorization) return `key:${createHash("sha256").update(authorization).digest("hex")}`;
  return `ip:${req.ip ?? ""}`;
}
