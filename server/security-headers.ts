// The usual security headers (helmet), with a Content-Security-Policy that allows nothing. HTML documents
// replace that policy with their own (app/entry.server.tsx), so each response carries exactly one.
import type { RequestHandler } from "express";
import helmet from "helmet";
import { RESTRICTIVE_DIRECTIVES } from "../platform/content-security-policy.ts";

// Geolocation feeds "near me" place search (spec §7 GET /places?near=); the rest is never used.
const PERMISSIONS_POLICY = "geolocation=(self), camera=(), microphone=(), payment=(), usb=()";

export function securityHeaders(options: { https: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: RESTRICTIVE_DIRECTIVES },
    // HSTS only means something over HTTPS; sent over plain HTTP it would be ignored or, worse, stick.
    strictTransportSecurity: options.https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  return (req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    headers(req, res, next);
  };
}
