// What an imported row changes about a listing (issue 12 "Sync rules" and "History"): whether it changed at
// all, which history events it makes, and how the "Reduced" mark moves. Pure: the sync engine applies it.
import type { PropertyStatus } from "../../listings/model/card-tags.ts";

/** The state of a listing the history cares about; null price = POA. */
export type PriceAndStatus = { price: number | null; status: PropertyStatus };

export type HistoryEvent =
  | { event: "listed"; price: number | null; status: PropertyStatus }
  | { event: "relisted"; price: number | null; status: PropertyStatus; previousStatus: PropertyStatus }
  | { event: "price"; price: number | null; previousPrice: number | null }
  | { event: "status"; status: PropertyStatus; previousStatus: PropertyStatus }
  | { event: "withdrawn"; previousStatus: PropertyStatus };

/**
 * The history a change makes: first sight, a withdrawal or a return from one, then a price and/or a status
 * change. Feeds never send "withdrawn"; the desk's withdrawals and overrides do (modules/listing-desk).
 */
export function historyEvents(before: PriceAndStatus | null, after: PriceAndStatus): HistoryEvent[] {
  if (!before) return [{ event: "listed", price: after.price, status: after.status }];
  if (before.status === "withdrawn") {
    if (after.status === "withdrawn") return [];
    return [{ event: "relisted", price: after.price, status: after.status, previousStatus: "withdrawn" }];
  }
  if (after.status === "withdrawn") return [{ event: "withdrawn", previousStatus: before.status }];
  const events: HistoryEvent[] = [];
  if (before.price !== after.price) {
    events.push({ event: "price", price: after.price, previousPrice: before.price });
  }
  if (before.status !== after.status) {
    events.push({ event: "status", status: after.status, previousStatus: before.status });
  }
  return events;
}

/**
 * How long a price must have been asked before a lower one counts as a reduction (issue 41, badge honesty): the
 * CMA's guidance on reference prices takes 28 days as the usual least, so a price raised for a few days and then
 * "reduced" shows no "Reduced".
 */
export const GENUINE_PRICE_DAYS = 28;

/**
 * When the listing was last reduced: set to `now` when the price goes down from one asked for at least
 * GENUINE_PRICE_DAYS (`priceSince`: when the price before took effect), kept when it goes down sooner (still
 * reduced from the earlier, genuine price, if it was), cleared when it goes up or becomes POA, kept otherwise.
 * A relisted home starts afresh.
 */
export function nextReducedAt(
  before: (PriceAndStatus & { reducedAt: Date | null; priceSince: Date }) | null,
  after: PriceAndStatus,
  now: Date,
): Date | null {
  if (!before || before.status === "withdrawn") return null;
  if (before.price === after.price) return before.reducedAt;
  if (before.price !== null && after.price !== null && after.price < before.price) {
    const asked = now.getTime() - before.priceSince.getTime();
    return asked >= GENUINE_PRICE_DAYS * 24 * 3600_000 ? now : before.reducedAt;
  }
  return null;
}

export type SyncDecision = { withdraw: boolean; message: string | null };

/**
 * The failsafe of a full feed: a feed with no rows, or one that would withdraw more than half of the
 * source's live listings, withdraws nothing unless forced.
 */
export function withdrawalDecision(input: {
  rowsInFeed: number;
  liveListings: number;
  toWithdraw: number;
  force: boolean;
}): SyncDecision {
  if (input.toWithdraw === 0) return { withdraw: false, message: null };
  if (input.force) return { withdraw: true, message: null };
  if (input.rowsInFeed === 0) {
    return {
      withdraw: false,
      message: `The feed has no listings, so none of the ${input.liveListings} live listings was withdrawn (use --force to withdraw them).`,
    };
  }
  if (input.toWithdraw * 2 > input.liveListings) {
    return {
      withdraw: false,
      message: `The feed would withdraw ${input.toWithdraw} of ${input.liveListings} live listings (more than half), so none was withdrawn (use --force to withdraw them).`,
    };
  }
  return { withdraw: true, message: null };
}

/**
 * The failsafe applied to each branch a full feed names: a branch that would lose more than half of its live
 * listings keeps them all (a feed cut short for one branch is as likely as for the whole source), unless
 * forced. Returns the branches held back and what to tell staff; the others' withdrawals go ahead.
 */
export function branchWithdrawalHolds(
  branches: readonly { branch: string; liveListings: number; toWithdraw: number }[],
  force: boolean,
): { held: string[]; message: string | null } {
  if (force) return { held: [], message: null };
  const held = branches.filter(
    ({ liveListings, toWithdraw }) => toWithdraw > 0 && toWithdraw * 2 > liveListings,
  );
  if (held.length === 0) return { held: [], message: null };
  const each = held.map(
    ({ branch, liveListings, toWithdraw }) => `branch ${branch}: ${toWithdraw} of ${liveListings}`,
  );
  return {
    held: held.map(({ branch }) => branch),
    message: `The feed would withdraw more than half of a branch's live listings (${each.join("; ")}), so none of that branch's was withdrawn (use --force to withdraw them).`,
  };
}
