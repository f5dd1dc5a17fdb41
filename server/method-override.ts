// spec §7: a POST with `X-HTTP-Method-Override: put|delete|patch` is routed as that method. Only POST is
// overridden (a GET must stay safe), and any other value leaves the request a POST.
import type { RequestHandler } from "express";

const OVERRIDABLE = new Set(["PUT", "DELETE", "PATCH"]);

export function methodOverride(): RequestHandler {
  return (req, _res, next) => {
    const requested = req.get("x-http-method-override")?.trim().toUpperCase();
    if (req.method === "POST" && requested && OVERRIDABLE.has(requested)) req.method = requested;
    next();
  };
}
