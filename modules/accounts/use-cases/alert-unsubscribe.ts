// The one-click unsubscribe of alert emails (issue 6 item 7): a valid signed token names a saved search
// whose alerts stop (alert_frequency 'N'); the search itself stays saved.
import { selectSavedSearchPath, stopSearchAlerts } from "../repos/saved-search-alerts.ts";
import { parseSearchPath } from "../../search/model/url.ts";
import { searchTitle } from "../../search/model/title.ts";
import { insertAlertEvent } from "../../../db/repos/report-events.ts";
import { verifyUnsubscribeToken } from "./alert-links.ts";
import type { Services } from "../../../platform/services.ts";

function titleOf(path: string): string {
  const [pathname = "", query = ""] = path.split("?");
  const parsed = parseSearchPath(pathname, new URLSearchParams(query));
  return parsed.ok ? searchTitle({ ...parsed.criteria, page: 1 }, null) : "your saved search";
}

export async function describeUnsubscribe(services: Services, token: string) {
  const id = verifyUnsubscribeToken(services.config.sessionSecret, token);
  const path = id === null ? null : await selectSavedSearchPath(services.db, id);
  return path === null ? null : { title: titleOf(path) };
}

export async function unsubscribeFromAlert(services: Services, token: string) {
  const found = await describeUnsubscribe(services, token);
  const id = verifyUnsubscribeToken(services.config.sessionSecret, token);
  if (!found || id === null) return null;
  // Alerts already off (a second click) answer the same and count no second unsubscribe.
  if (await stopSearchAlerts(services.db, id)) {
    // The reports' unsubscribes: a time only, never who or which search (docs/admin.md "Reports").
    await insertAlertEvent(services.db, "unsubscribed");
    services.logger.info({ savedSearchId: id }, "saved-search alert unsubscribed");
  }
  return found;
}
