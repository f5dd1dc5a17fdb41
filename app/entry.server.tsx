// Server rendering of documents. Every request waits for all data (onAllReady) and the HTML is buffered, so
// the Content-Security-Policy can list the hash of each inline script the page ends up with (hydration data,
// ScrollRestoration). Buffering also keeps the HTML identical for identical data (design §1 "Cacheable
// pages"), where streaming would depend on timing, and lets the document hold its scripts back until the page
// has loaded (platform/scripts-after-load.ts).
import { Writable } from "node:stream";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream } from "react-dom/server";
import { analyticsPolicySources } from "../modules/content/index.ts";
import { documentPolicy } from "../platform/content-security-policy.ts";
import { startScriptsAfterLoad } from "../platform/scripts-after-load.ts";
import { deferredPartsLoaded } from "./components/deferred-hydration.tsx";

export const streamTimeout = 5_000;

/**
 * React Router's own logging, less the visitor's mistakes: a POST to a route that only reads (405) or a path that
 * names nothing is a 4xx answer, and a stack trace per request would let anyone fill the error log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(isRouteErrorResponse(error) && "error" in error && error.error ? error.error : error);
};

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const { config } = loadContext.services;
  await deferredPartsLoaded();

  // The agency's analytics snippets run only after consent, but the policy must already allow them. Without
  // the content (database away) the page still renders; it just allows no analytics.
  const analytics = await analyticsPolicySources(loadContext.services.db).catch(() => ({
    scriptSources: [],
    connectOrigins: [],
  }));

  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    // Abort after streamTimeout so pending promises reject and their error boundaries render.
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // React sends a finished Suspense boundary met after this many bytes at the end of the document, with a
        // script that moves it into place (progressive reveal, React 19.2+). The HTML is sent whole here, so that
        // only costs: without JavaScript the part stays hidden, and React has to run scripts first.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer | string, _encoding, callback) {
              chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              const html = startScriptsAfterLoad(Buffer.concat(chunks).toString("utf8"));
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              responseHeaders.set(
                "Content-Security-Policy",
                documentPolicy(html, {
                  https: config.publicUrl.startsWith("https:"),
                  captcha: config.captcha.provider !== "none",
                  connectOrigins: [
                    ...(config.tracking.exposuresUrl ? [new URL(config.tracking.exposuresUrl).origin] : []),
                    ...analytics.connectOrigins,
                  ],
                  scriptSources: analytics.scriptSources,
                }),
              );
              resolve(new Response(html, { status, headers: responseHeaders }));
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          // Shell errors reject (React Router logs them); errors inside Suspense boundaries are logged here.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
