// Which agency a request is for, from its hostname (issue 44 item 1, docs/decisions/029): its site, a 301 from an
// alias to the primary name, a plain 503 while it is suspended, or the install's plain 404 for a name no agency
// answers on — never an agency's site. Runs before anything an agency owns (media, cached pages, sessions).
import type { RequestHandler, Response } from "express";
import type { Agency, HostDirectory } from "../modules/agencies/index.ts";
import { requestHostname } from "../modules/agencies/model/hostnames.ts";
import type { Services } from "../platform/services.ts";

export const UNKNOWN_HOST_TITLE = "No site here";
export const UNKNOWN_HOST_TEXT = "No website is served at this address.";
export const SUSPENDED_TITLE = "Site unavailable";
export const SUSPENDED_TEXT = "This website is unavailable at the moment.";
const UNAVAILABLE_TITLE = "Service unavailable";
const UNAVAILABLE_TEXT = "This website cannot answer at the moment. Please try again shortly.";

declare module "express-serve-static-core" {
  interface Locals {
    /** The agency whose site this request is for (set by agencyHost). */
    agency?: Agency;
  }
}

export function agencyHost(
  directory: HostDirectory,
  servicesOf: (agency: Agency) => Services,
  log: (message: string) => void,
): RequestHandler {
  return async (req, res, next) => {
    try {
      // req.hostname is X-Forwarded-Host's only from a proxy TRUST_PROXY names, else the Host header's.
      const answer = await directory.answer(requestHostname(req.hostname));
      switch (answer.kind) {
        case "serve":
          res.locals.agency = answer.agency;
          // Everything after this works with the agency's own services (server/request-services.ts).
          res.locals.services = servicesOf(answer.agency);
          // The operators' usage figures (the page cache's own answers count where it serves them).
          res.locals.services.requestCounts.count();
          return next();
        case "redirect": {
          // 301 keeps a GET's meaning; a form posted to an alias is sent on as posted (308). Short-lived in caches,
          // so a removed alias stops redirecting soon.
          const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
          res.set("Cache-Control", "public, max-age=300");
          return res.redirect(status, answer.agency.publicUrl + samePathOnly(req.originalUrl));
        }
        case "suspended":
          return plainPage(res, 503, SUSPENDED_TITLE, SUSPENDED_TEXT);
        case "unknown":
          return plainPage(res, 404, UNKNOWN_HOST_TITLE, UNKNOWN_HOST_TEXT);
      }
    } catch (error) {
      // No agency is known, so no agency's error page either.
      log(`host table not read: ${(error as Error).message}`);
      return plainPage(res, 503, UNAVAILABLE_TITLE, UNAVAILABLE_TEXT);
    }
  };
}

/**
 * The request's path and query to append to the primary origin, or "/" for anything that would not stay a path
 * there: an absolute-form target (`http://elsewhere/`), `//elsewhere` or `/\elsewhere` (which URL parsers read
 * as another host).
 */
export function samePathOnly(target: string): string {
  return target.startsWith("/") && !/^\/[/\\]/.test(target) ? target : "/";
}

/** The install's own page, with nothing of any agency in it: no layout, no scripts, no cookies. */
export function plainPage(res: Response, status: number, title: string, text: string): void {
  res
    .status(status)
    .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" })
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
        `<body><main><h1>${title}</h1><p>${text}</p></main></body></html>`,
    );
}
