// The install operators' console on its own hostname (issue 44 item 6, OPERATOR_HOST): on that name only the
// console answers (its pages under /console and the build's assets; anything else is the install's plain 404, never
// an agency's site), with the install's services; on every other name the console's paths do not exist (404 in the
// agency's own look, as any unknown path). Runs before the agency host check, which it replaces for its name.
import type { RequestHandler } from "express";
import type { Database } from "../db/client.ts";
import { CONSOLE_HOME_PATH, isConsolePath } from "../domain/operator/console-urls.ts";
import { requestHostname } from "../modules/agencies/model/hostnames.ts";
import type { Services } from "../platform/services.ts";
import { readSiteContentFile } from "../modules/content/index.ts";
import type { SiteContent } from "../modules/content/model/site-content.ts";
import type { RenderStatusPage } from "./app.ts";
import { UNKNOWN_HOST_TEXT, UNKNOWN_HOST_TITLE, plainPage } from "./agency-host.ts";

/** What the console's routes reach beside the install's services (the load context's `operatorConsole`). */
export type OperatorConsoleContext = {
  database: Database;
  url: string;
  /** A new agency's starter site is made from the demo's theme, menus and messages (as `agency:create`'s). */
  starterTemplate: () => Promise<SiteContent>;
};

const DEMO_CONTENT = new URL("../content/demo-agency.json", import.meta.url).pathname;
const starterTemplate = () => readSiteContentFile(DEMO_CONTENT);

declare module "express-serve-static-core" {
  interface Locals {
    /** Set on the console's hostname only. */
    operatorConsole?: OperatorConsoleContext;
  }
}

export function operatorConsoleHost(
  console: { host: string; url: string } | null,
  services: Services,
  database: Database,
): RequestHandler {
  return (req, res, next) => {
    if (!console || requestHostname(req.hostname) !== console.host) return next();
    if (req.path === "/") return res.redirect(303, CONSOLE_HOME_PATH);
    if (!isConsolePath(req.path) && !req.path.startsWith("/assets/"))
      return plainPage(res, 404, UNKNOWN_HOST_TITLE, UNKNOWN_HOST_TEXT);
    res.locals.services = services;
    res.locals.operatorConsole = { database, url: console.url, starterTemplate };
    next();
  };
}

/** On an agency's names the console's paths are unknown paths: the agency's own 404. */
export function consolePathsOnConsoleOnly(render: RenderStatusPage): RequestHandler {
  return (req, res, next) => {
    if (!res.locals.operatorConsole && isConsolePath(req.path)) return void render(req, res, 404);
    next();
  };
}
