// GET /analytics_code (spec §7 "reads analytics_code and head_analytics_code (HTML inserted into the page)"):
// the agency's snippets from the site content, empty strings when none. The browser asks only after the
// visitor has accepted analytics cookies (app/client/analytics-code.ts).
import type { Route } from "./+types/analytics-code";
import { getAnalyticsCode } from "../../../modules/content/index.ts";

export async function loader({ context }: Route.LoaderArgs) {
  // The same for every visitor: a short public cache, as for the content it comes from.
  return Response.json(await getAnalyticsCode(context.services.db), {
    headers: { "Cache-Control": "public, max-age=60" },
  });
}
