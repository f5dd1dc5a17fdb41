// GET /admin/passkeys.js (issue 14): the back office's one browser script (passkeys-browser.js), served as it
// is to the admin pages that load it. `no-store` like every admin answer (issue 43): no cache, the browser's
// included, keeps a copy of the back office's code, and a deploy takes effect at once. Nothing of the public
// site loads or imports it.
import type { Route } from "./+types/passkeys-script";
import source from "./passkeys-browser.js?raw";

export function loader(_args: Route.LoaderArgs) {
  return new Response(source, {
    headers: {
      "Content-Type": "text/javascript; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
