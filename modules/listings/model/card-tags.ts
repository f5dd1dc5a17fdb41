// The labels on a property card's image (spec §4 "Property card tags"), in the order the spec lists them.
import type { SearchChannel } from "../../search/model/criteria.ts";
import { londonCalendarDate } from "../../../domain/number-format.ts";

/** The database's spelling (db/schema.ts property_status). */
/** The statuses an agency's feed may send; spec §4 "Property card tags" names them. */
export const MARKET_STATUSES = [
  "available",
  "under_offer",
  "sstc",
  "sold",
  "exchanged",
  "completed",
  "let_agreed",
  "let",
] as const;
/** "withdrawn" is ours: a listing taken off the market (410 page). */
export const PROPERTY_STATUSES = [...MARKET_STATUSES, "withdrawn"] as const;
export type PropertyStatus = (typeof PROPERTY_STATUSES)[number];

export type CardTagInput = {
  channel: SearchChannel;
  status: PropertyStatus;
  tags: readonly string[];
  createdAt: Date | string;
  /** When the price last went down (issue 12); "Reduced" shows for 14 days. */
  reducedAt?: Date | string | null;
  /** YYYY-MM-DD */
  auctionDate: string | null;
  exchangedPrice: number | null;
};

export type CardTag =
  "Under offer" | "Let Agreed" | "Sold" | "SSTC" | "Let" | "New Home" | "NEW Listing!" | "Reduced";

// spec §9: "New listing window 7 days."
export const NEW_LISTING_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const SOLD_STATUSES: ReadonlySet<PropertyStatus> = new Set(["sstc", "sold", "exchanged", "completed"]);

// Auction dates are UK calendar days, so "past its date" is judged on the London calendar.

// "what every UK portal shows": a reduction counts for 14 days.
export const REDUCED_WINDOW_MS = 14 * 24 * 60 * 60 * 1000;

/** Whether a listing shows "Reduced" at `now`. */
export function isRecentlyReduced(reducedAt: Date | string | null, now: Date): boolean {
  if (reducedAt === null) return false;
  const at = typeof reducedAt === "string" ? Date.parse(reducedAt) : reducedAt.getTime();
  return now.getTime() - at <= REDUCED_WINDOW_MS && at <= now.getTime();
}

/** spec §4: status SSTC, sold, exchanged or completed, or an auction past its date with an exchanged price. */
export function countsAsSold(card: CardTagInput, now: Date): boolean {
  if (SOLD_STATUSES.has(card.status)) return true;
  return (
    card.auctionDate !== null && card.exchangedPrice !== null && card.auctionDate < londonCalendarDate(now)
  );
}

/** spec §4 "Property card tags", in order. */
export function cardTags(
  card: CardTagInput,
  settings: { displaySstcStatusAsSold: boolean },
  now: Date,
): CardTag[] {
  const tags: CardTag[] = [];
  const sold = countsAsSold(card, now);
  // spec §4: "'Under offer' (or 'Let Agreed' for lettings) when status is under offer or let agreed".
  if (card.status === "under_offer" || card.status === "let_agreed") {
    tags.push(card.channel === "lettings" ? "Let Agreed" : "Under offer");
  }
  // spec §4: "the SSTC setting decides whether SSTC shows as 'SSTC' or 'Sold'".
  if (sold) tags.push(card.status === "sstc" && !settings.displaySstcStatusAsSold ? "SSTC" : "Sold");
  // spec §4: "'Let' for a let lettings property".
  if (card.channel === "lettings" && card.status === "let") tags.push("Let");
  // spec §4: "'New Home' when tags include new home".
  if (card.tags.some((tag) => tag.toLowerCase() === "new home")) tags.push("New Home");
  // spec §4: "'NEW Listing!' if created within 7 days and not sold". Only while it is on the market
  // (available): a new listing already let, let agreed or under offer is no news to a visitor (issue 16).
  const age = now.getTime() - new Date(card.createdAt).getTime();
  if (!sold && card.status === "available" && age <= NEW_LISTING_WINDOW_MS) tags.push("NEW Listing!");
  // Ours, not the spec's (issue 12): what UK portals show after a price drop, while it is still for sale/let.
  const stillOnOffer = card.status === "available" || card.status === "under_offer";
  if (!sold && stillOnOffer && card.reducedAt && isRecentlyReduced(card.reducedAt, now)) tags.push("Reduced");
  return tags;
}
