// The property page's short price and status history (issue 12 "History"): each recorded change as a line a
// visitor reads, newest first. Pure, shared by the page and its tests.
import type { PropertyStatus } from "./card-tags.ts";
import { formatPounds } from "../../../domain/pricing.ts";
import type { SearchChannel } from "../../search/model/criteria.ts";
import { builtOnFirstUse } from "../../../domain/number-format.ts";

export type ListingHistoryEntry = {
  /** ISO 8601 */
  changedAt: string;
  event: "listed" | "price" | "status" | "withdrawn" | "relisted";
  price: number | null;
  previousPrice: number | null;
  status: PropertyStatus | null;
  previousStatus: PropertyStatus | null;
};

// How many changes the page lists; the full history stays in the database.
export const HISTORY_SHOWN = 8;

const STATUS_WORDS: Record<PropertyStatus, string> = {
  available: "Available",
  under_offer: "Under offer",
  sstc: "Sold subject to contract",
  sold: "Sold",
  exchanged: "Exchanged",
  completed: "Completed",
  let_agreed: "Let agreed",
  let: "Let",
  withdrawn: "Withdrawn",
};

const money = (price: number | null, channel: SearchChannel) =>
  price === null ? "POA" : `${formatPounds(price)}${channel === "lettings" ? " pcm" : ""}`;

/** "Reduced from £325,000 to £300,000", "Added at £325,000", "Now Under offer"… */
export function historyText(entry: ListingHistoryEntry, channel: SearchChannel): string {
  switch (entry.event) {
    case "listed":
      return `Added at ${money(entry.price, channel)}`;
    case "relisted":
      return `Back on the market at ${money(entry.price, channel)}`;
    case "withdrawn":
      return "Taken off the market";
    case "status":
      return `Now ${STATUS_WORDS[entry.status ?? "available"].toLowerCase()}`;
    case "price": {
      const { price, previousPrice } = entry;
      if (price !== null && previousPrice !== null) {
        const verb = price < previousPrice ? "Reduced" : "Increased";
        return `${verb} from ${money(previousPrice, channel)} to ${money(price, channel)}`;
      }
      return `Price changed to ${money(price, channel)}`;
    }
  }
}

const londonDay = builtOnFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/London",
      day: "numeric",
      month: "long",
      year: "numeric",
    }),
);

/** "21 November 2026" on the London calendar. */
export function historyDate(iso: string): string {
  return londonDay().format(new Date(iso));
}
