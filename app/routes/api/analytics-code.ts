// GET /analytics_code (spec §7 "reads analytics_code and head_analytics_code (HTML inserted into the page)"):
// the agency's snippets from the site content that this visitor's stored cookie choice allows (issue 41: the
// analytics tags after a yes; the agency's own statistics, `statistics_code`, also before any choice when the
// agency runs them without asking, and never after an objection). Empty strings for the rest. The browser asks
// when its own copy of the same rule says something may run (app/client/analytics-code.ts).
import type { Route } from "./+types/analytics-code";
import { getAnalyticsCode } from "../../../modules/content/index.ts";
import { requestConsent } from "../_http/request.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  // The answer depends on the visitor's own cookie: no shared cache may keep it, and an objection counts at once.
  return Response.json(await getAnalyticsCode(context.services.db, requestConsent(request)), {
    headers: { "Cache-Control": "private, no-store", Vary: "Cookie" },
  });
}
