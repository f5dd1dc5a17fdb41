// The search history (search-history.ts) recorded after the page is shown: the rules, and the search URL
// grammar they check with, are not part of the page's first JavaScript (issue 13), and loading them waits
// until the browser is idle, so it is not added to the task that hydrates the page. One queue keeps the
// records in the visitor's order (a property opened from a search is recorded after that search).
import type { SearchCriteria } from "../../modules/search/model/criteria.ts";
import type * as SearchHistoryModule from "./search-history.ts";

type SearchHistory = typeof SearchHistoryModule;

let queue: Promise<void> = Promise.resolve();

function later(record: (history: SearchHistory) => void): void {
  queue = queue
    .then(idle)
    .then(() => import("./search-history.ts"))
    .then(record)
    // A chunk that failed to load (the connection dropped) loses this record, not the ones after it.
    .catch(() => {});
}

export function recordSearchViewLater(criteria: SearchCriteria, options: { expandedPolygon: boolean }): void {
  later((history) => history.recordSearchView(criteria, options));
}

export function recordClickedPropertyLater(propertyId: number): void {
  later((history) => history.recordClickedProperty(propertyId));
}

// Safari has no requestIdleCallback: a task of its own there.
function idle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 2_000 });
    else setTimeout(resolve, 0);
  });
}
