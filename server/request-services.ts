// The services of the agency a request is for (services/agency-services.ts), set by server/agency-host.ts before
// anything an agency owns is touched. Everything after it reads them from here, never the install's.
import type { Response } from "express";
import type { Services } from "../platform/services.ts";

declare module "express-serve-static-core" {
  interface Locals {
    /** The services of the request's agency (its database handles, public URL, caches and counters). */
    services?: Services;
  }
}

export function requestServices(res: Response): Services {
  const services = res.locals.services;
  // A route mounted ahead of the host check would be a bug: fail loudly rather than serve without an agency.
  if (!services) throw new Error("no agency was resolved for this request");
  return services;
}
