// When a saved search's alert is due (issue 6 item 7; spec §9 alert frequencies I, W, M, N). Pure, so the
// rule reads in one place; modules/accounts/repos/saved-search-alerts.ts states the same periods in SQL for its claim.

import type { AlertFrequency } from "./alert-frequency.ts";

export type { AlertFrequency };

/**
 * The wait between two alerts of a search, as a PostgreSQL interval. "Immediately" has none: the job runs
 * every minute, well inside the promise of an email within 15 minutes of a listing going live.
 */
export const ALERT_INTERVALS: Readonly<Record<Exclude<AlertFrequency, "N">, string>> = {
  I: "0 seconds",
  W: "7 days",
  M: "1 month",
};

/**
 * Listings count as new from a little before the last run, because a listing's created_at is its
 * transaction's start: one committed just after a run began can carry an earlier time. Nothing is sent twice
 * (saved_search_alerts remembers what was sent), so the overlap only costs a slightly larger query.
 */
export const NEW_LISTING_GRACE = "5 minutes";

/** How many new listings one alert email lists; more are counted and linked to the search. */
export const LISTINGS_PER_EMAIL = 10;

/** New listings remembered per run and search; a flood beyond it is summarised by the search link. */
export const MAX_LISTINGS_PER_ALERT = 200;
