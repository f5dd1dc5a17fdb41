// Whether the host's own answers (refusals, errors) should be JSON: Accept JSON, a JSON body, a .ljson URL or
// X-Requested-With (platform/csrf.ts wantsJson, the rule the routes use too).
import type { Request } from "express";
import { wantsJson } from "../platform/csrf.ts";

export function isJsonCaller(req: Request): boolean {
  return wantsJson({
    accept: req.get("accept"),
    contentType: req.get("content-type"),
    path: req.path,
    requestedWith: req.get("x-requested-with"),
  });
}
