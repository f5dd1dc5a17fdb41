// The host's refusals (400, 405, 413, 429) rendered as pages in the site's layout, like the 404 page: the
// host (server/app.ts renderStatusPage) asks for /_status/{code}?back=…, and the root ErrorBoundary renders
// the thrown status. Asked for directly, it answers the same refusal page, which is harmless.
import { data } from "react-router";
import type { Route } from "./+types/status-page";
import { STATUS_PAGES } from "../../../domain/status-pages.ts";
import { safeRedirectPath } from "../../../platform/safe-redirect.ts";

export function loader({ params, request }: Route.LoaderArgs) {
  const code = Number(params.code);
  const status = code >= 400 && code < 500 && STATUS_PAGES[code] ? code : 404;
  const back = safeRedirectPath(new URL(request.url).searchParams.get("back"));
  throw data({ back }, { status });
}

export default function StatusPage() {
  return null;
}
