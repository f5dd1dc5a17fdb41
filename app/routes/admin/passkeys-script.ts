// GET /admin/passkeys.js (issue 14): the back office's one browser script (passkeys-browser.js), served as it
// is to the admin pages that load it. Revalidated on each use (no-cache with an ETag: a deploy takes effect
// at once, an unchanged script costs a 304). Nothing of the public site loads or imports it.
import { createHash } from "node:crypto";
import type { Route } from "./+types/passkeys-script";
import source from "./passkeys-browser.js?raw";

const ETAG = `"${createHash("sha256").update(source).digest("base64url").slice(0, 27)}"`;

export function loader({ request }: Route.LoaderArgs) {
  const headers = {
    "Content-Type": "text/javascript; charset=utf-8",
    "Cache-Control": "no-cache",
    ETag: ETAG,
    "X-Robots-Tag": "noindex, nofollow",
  };
  if (request.headers.get("if-none-match") === ETAG) return new Response(null, { status: 304, headers });
  return new Response(source, { headers });
}
