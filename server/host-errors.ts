// Errors raised in the host before a route answers (issue 13 item 5): the body reader's 413 and 400s become
// JSON {errors: {base: […]}} for a JSON caller and the site's page for others, never Express's bare HTML.
import type { ErrorRequestHandler } from "express";
import { BAD_REQUEST, REQUEST_TOO_LARGE } from "../domain/status-pages.ts";

import type { RenderStatusPage } from "./app.ts";
import { isJsonCaller } from "./json-caller.ts";

function clientErrorStatus(error: unknown): number | null {
  if (!error || typeof error !== "object") return null;
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  const code = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : null;
  return code !== null && code >= 400 && code < 500 ? code : null;
}

export function hostErrors(render: RenderStatusPage): ErrorRequestHandler {
  return (error, req, res, next) => {
    const status = clientErrorStatus(error);
    if (status === null || res.headersSent) return next(error);
    const shown = status === 413 ? 413 : 400;
    res.set("Cache-Control", "no-store");
    // A reader that stopped part-way leaves the rest of the body on the connection, so it is not reused; a
    // refusal from the headers alone (server/body-admission.ts) lets Node discard the body by its framing.
    if (!(error as { keepsConnection?: boolean }).keepsConnection) res.set("Connection", "close");
    if (isJsonCaller(req)) {
      res.status(shown).json({ errors: { base: [shown === 413 ? REQUEST_TOO_LARGE : BAD_REQUEST] } });
      return;
    }
    render(req, res, shown).catch(next);
  };
}
