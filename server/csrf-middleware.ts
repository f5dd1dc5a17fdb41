// Rejects a state-changing request without this session's authenticity token before any route runs
// (issue 2 item 7). Runs after express.raw, so the buffered body is read here and again by the route.
import type { RequestHandler } from "express";
import {
  INVALID_TOKEN_ERRORS,
  TOKEN_HEADER,
  hasValidAuthenticityToken,
  invalidTokenRedirect,
  isStateChanging,
} from "../platform/csrf.ts";
import { isFeedPushPath } from "../modules/feeds/model/push-api.ts";
import { isUnsubscribePath } from "../modules/accounts/model/alert-paths.ts";
import { isJsonCaller } from "./json-caller.ts";
import { expiredFormAnswer, isAdminPath, keptFields } from "./expired-admin-form.ts";
import { requestServices } from "./request-services.ts";
import type { RequestSession } from "../platform/session.ts";

export function csrfMiddleware(): RequestHandler {
  return async (req, res, next) => {
    // Feed pushes carry an API key instead of a session (modules/feeds/sync/api-keys.ts checks it).
    if (!isStateChanging(req.method) || isUnsubscribePath(req.path) || isFeedPushPath(req.path)) {
      return next();
    }
    try {
      const session = res.locals.session as RequestSession;
      const valid = await hasValidAuthenticityToken(requestServices(res).sessionKeys, session.id, {
        contentType: req.get("content-type"),
        body: Buffer.isBuffer(req.body) ? req.body : undefined,
        headerToken: req.get(TOKEN_HEADER),
      });
      if (valid) return next();
      res.set("Cache-Control", "no-store");
      if (isJsonCaller(req)) {
        res.status(422).json(INVALID_TOKEN_ERRORS);
      } else if (isAdminPath(req.path)) {
        // Staff go back to their form, with what they typed and a message (server/expired-admin-form.ts).
        const answer = expiredFormAnswer(
          req.path,
          req.get("referer"),
          `${req.protocol}://${req.get("host")}`,
        );
        if (answer.kind === "back") return res.redirect(303, answer.location);
        res.locals.expiredForm = { fields: await keptFields(req) };
        req.method = "GET";
        req.body = undefined;
        next();
      } else {
        // 303: the browser follows with a GET, so the refused post is never resent.
        res.redirect(303, invalidTokenRedirect(req.get("referer"), `${req.protocol}://${req.get("host")}`));
      }
    } catch (error) {
      next(error);
    }
  };
}
