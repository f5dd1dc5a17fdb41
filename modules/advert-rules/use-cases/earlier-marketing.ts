// Badge honesty for new listings (issue 41, model/badge-honesty.ts): each new listing's home looked up among the
// agency's listings at its postcode, so a home withdrawn and listed again under a new reference keeps the date its
// run of marketing began, not a new one.
import type { Db } from "../../../db/client.ts";
import {
  homeKey,
  marketingRunBefore,
  type EarlierMarketing,
  type HomeAddress,
  type MarketedListing,
} from "../model/badge-honesty.ts";
import { selectListingsAtPostcodes } from "../repos/earlier-marketing.ts";

/** For each new listing (by its index) whose home the agency marketed lately: where that run of marketing began. */
export async function earlierMarketingOf(
  db: Db,
  listings: readonly (HomeAddress & { listedAt: Date })[],
  now = new Date(),
): Promise<Map<number, EarlierMarketing>> {
  const keys = listings.map(homeKey);
  const wanted = new Set(keys.filter((key): key is string => key !== null));
  if (wanted.size === 0) return new Map();
  const byHome = new Map<string, MarketedListing[]>();
  for (const row of await selectListingsAtPostcodes(
    db,
    listings.map((listing) => listing.postcode),
  )) {
    const key = homeKey(row);
    if (!key || !wanted.has(key)) continue;
    // A listing still on the market is marketed now; a withdrawn one was last marketed when it was withdrawn.
    const lastMarketedAt = row.status === "withdrawn" ? row.updatedAt : now;
    byHome.set(key, [
      ...(byHome.get(key) ?? []),
      { reference: row.reference, listedAt: row.createdAt, lastMarketedAt },
    ]);
  }
  const found = new Map<number, EarlierMarketing>();
  listings.forEach((listing, i) => {
    const run = keys[i] ? marketingRunBefore(byHome.get(keys[i]!) ?? [], listing.listedAt) : null;
    if (run) found.set(i, run);
  });
  return found;
}
