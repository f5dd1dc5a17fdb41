// The next auction dates (issue 7 item 6), each with its count of lots and the search that lists them: the
// auctions page and its editor both show them. The lots are listings with an auction date (from the feeds), not
// site content.
import type { Db } from "../../../db/client.ts";
import { ukDay } from "../../../domain/uk-time.ts";
import { EMPTY_CRITERIA } from "../../search/model/criteria.ts";
import { buildSearchPath } from "../../search/model/url.ts";
import { selectUpcomingAuctionDates } from "../repos/auctions.ts";

/** The next `limit` dates from today in the UK (an auction "today" is upcoming all day there), soonest first. */
export async function upcomingAuctionDates(db: Db, limit: number, now = new Date()) {
  const upcoming = await selectUpcomingAuctionDates(db, { today: ukDay(now), limit });
  return upcoming.map(({ date, lots }) => {
    const criteria = { ...EMPTY_CRITERIA, tags: [], auctionDate: date, status: "available" as const };
    return { date, lots, criteria, searchPath: buildSearchPath(criteria) };
  });
}
