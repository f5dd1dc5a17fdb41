// The deposits of a residential letting in pounds (issue 16), at the caps of the Tenant Fees Act 2019: a
// holding deposit of at most one week's rent (Schedule 2 para 2), a tenancy deposit of at most five weeks'
// rent, or six weeks' where the annual rent is £50,000 or more (Schedule 1 para 2). A week's rent is the
// annual rent / 52 (government guidance: monthly rent × 12 / 52). Amounts are cut to the penny, never
// rounded up, so the figure shown is never above the legal cap.
import { formatPounds, formatPoundsAndPence } from "./number-format.ts";

/** How a rent is quoted: a listing's `price` is per month for lettings, per year for an annual rent. */
export type Rent = { amount: number; per: "week" | "month" | "year" };

export type TenancyDeposits = {
  annualRent: number;
  weeklyRent: number;
  holdingDeposit: number;
  tenancyDeposit: number;
  /** 5, or 6 at an annual rent of £50,000 or more. */
  tenancyDepositWeeks: 5 | 6;
};

export const HIGHER_DEPOSIT_ANNUAL_RENT = 50_000;
const WEEKS_PER_YEAR = 52;
const PERIODS_PER_YEAR = { week: 52, month: 12, year: 1 } as const;

/** The deposits for a rent, or null for no usable rent (none, zero, negative or not a number). */
export function tenancyDeposits(rent: Rent): TenancyDeposits | null {
  if (!Number.isFinite(rent.amount) || rent.amount <= 0) return null;
  // In whole pence, so £4,166.67 pcm is exactly £50,000.04 a year and no float error moves the boundary.
  const annualPence = Math.round(rent.amount * 100) * PERIODS_PER_YEAR[rent.per];
  const weeks = annualPence >= HIGHER_DEPOSIT_ANNUAL_RENT * 100 ? 6 : 5;
  const weeksOfRent = (n: number) => Math.floor((annualPence * n) / WEEKS_PER_YEAR) / 100;
  return {
    annualRent: annualPence / 100,
    weeklyRent: weeksOfRent(1),
    holdingDeposit: weeksOfRent(1),
    tenancyDeposit: weeksOfRent(weeks),
    tenancyDepositWeeks: weeks,
  };
}

/** "£276.92", or "£300" for whole pounds. */
export function formatDeposit(amount: number): string {
  return Number.isInteger(amount) ? formatPounds(amount) : formatPoundsAndPence(amount);
}

export type DepositListing = {
  channel: "sales" | "lettings";
  price: number | null;
  poa: boolean;
  priceFrequency: "outright" | "pcm" | "pa";
  tags: readonly string[];
  rentFrequency: string | null;
  quotedPrice: number | null;
  /** The agency's own tenancy deposit (a feed's DEPOSIT), whole pounds. */
  deposit: number | null;
};

export type ListingDeposits = TenancyDeposits & {
  /** True when the tenancy deposit is the agency's own figure (at or below the cap), not the cap itself. */
  tenancyDepositFromListing: boolean;
};

/**
 * The deposits a lettings page shows, or null: none for a sale, a rent on application, or a commercial let
 * (the Act covers residential tenancies). The rent is the quoted weekly one when a feed quoted it per week,
 * otherwise the listing's price (per month, or per year for an annual rent). An agency's own tenancy deposit
 * is shown when it is within the cap; above it, the cap is.
 */
export function listingDeposits(listing: DepositListing): ListingDeposits | null {
  if (listing.channel !== "lettings" || listing.poa || listing.price === null) return null;
  if (listing.tags.some((tag) => tag.toLowerCase() === "commercial")) return null;
  const rent: Rent =
    listing.rentFrequency === "weekly" && listing.quotedPrice
      ? { amount: listing.quotedPrice, per: "week" }
      : { amount: listing.price, per: listing.priceFrequency === "pa" ? "year" : "month" };
  const deposits = tenancyDeposits(rent);
  if (!deposits) return null;
  const own = listing.deposit;
  const fromListing = own !== null && own > 0 && own <= deposits.tenancyDeposit;
  return {
    ...deposits,
    tenancyDeposit: fromListing ? own : deposits.tenancyDeposit,
    tenancyDepositFromListing: fromListing,
  };
}
