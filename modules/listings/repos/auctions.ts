// Upcoming property auctions (issue 7 item 6): the dates on which listings still on the market go under
// the hammer. The lots themselves come from the search (auction-date-{YYYY-MM-DD}).
import { and, asc, eq, gte, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { listingRows } from "../../../db/agency-scope.ts";
import { properties } from "../../../db/schema.ts";

/** Auction dates from `today` (YYYY-MM-DD) on, soonest first, with how many available lots each has. */
export async function selectUpcomingAuctionDates(
  db: Db,
  args: { today: string; limit: number },
): Promise<{ date: string; lots: number }[]> {
  const rows = await db
    .select({ date: properties.auctionDate, lots: sql<number>`count(*)::int` })
    .from(properties)
    .where(
      and(
        listingRows(db, properties.agencyId),
        isNotNull(properties.auctionDate),
        gte(properties.auctionDate, args.today),
        eq(properties.channel, "sales"),
        eq(properties.status, "available"),
        eq(properties.heldBack, false),
      ),
    )
    .groupBy(properties.auctionDate)
    .orderBy(asc(properties.auctionDate))
    .limit(args.limit);
  return rows.filter((row): row is { date: string; lots: number } => row.date !== null);
}
