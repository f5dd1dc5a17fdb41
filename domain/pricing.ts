// Prices: the search ladders and bedroom options (spec §9 "Search options"), weekly and per-person rents,
// and the price text of a card or page (spec §3 "Property card": a pound sign, or POA).
import { formatPounds } from "./number-format.ts";
import type { RentFrequency } from "./agency.ts";
import type { SearchChannel } from "../modules/search/model/criteria.ts";
import type { Theme } from "../modules/content/model/site-content.ts";

const range = (from: number, to: number, step: number) =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

// spec §9: "100k to 1m in 100k steps, then 2m to 10m in 1m steps".
export const SALES_PRICE_LADDER: readonly number[] = [
  ...range(100_000, 1_000_000, 100_000),
  ...range(2_000_000, 10_000_000, 1_000_000),
];

// spec §9 "Lettings ladder (pcm)".
export const LETTINGS_PRICE_LADDER_PCM: readonly number[] = [
  200, 300, 400, 500, 600, 700, 800, 900, 1000, 1100, 1200, 1300, 1500, 2000,
];

// spec §9: "Commercial lettings prices: 5,000 to 100,000 in steps of 5,000, annual".
export const COMMERCIAL_LETTINGS_LADDER_PA: readonly number[] = range(5_000, 100_000, 5_000);

// spec §9: "Default bedroom options 1 to 6."
export const BEDROOM_OPTIONS: readonly number[] = range(1, 6, 1);

/** spec §9: "a per-month equivalent (annual / 12, rounded)". */
export function monthlyFromAnnual(pa: number): number {
  return Math.round(pa / 12);
}

/** spec §9: "Weekly rent = monthly / (52/12), rounded up" (as pcm × 12 / 52, exact for whole weeks). */
export function weeklyFromMonthly(pcm: number): number {
  return Math.ceil((pcm * 12) / 52);
}

/** spec §9: "Student weekly price (PPPW) = priceValue x 12 / 52, rounded". */
export function studentPppw(priceValue: number): number {
  return Math.round((priceValue * 12) / 52);
}

export type ThemeSettings = Theme["settings"];

export type PppwListing = {
  channel: SearchChannel;
  priceValue: number | null;
  bedrooms: number;
  tags: readonly string[];
};

/**
 * The card's pppw_price, or null when none shows. spec §9: only for a lettings, student-tagged property
 * with displayStudentPropertyAsPppw on. Our reading of displayPppwWithoutBedroomDivision (spec §3): a
 * student let's rent is for the whole property, so "per person" divides it by the bedrooms unless that
 * setting says the rent is already per person. The division comes before the rounding.
 */
export function pppwPrice(
  listing: PppwListing,
  settings: Pick<ThemeSettings, "displayStudentPropertyAsPppw" | "displayPppwWithoutBedroomDivision">,
): number | null {
  const isStudent = listing.tags.some((tag) => tag.toLowerCase() === "student");
  if (listing.channel !== "lettings" || !isStudent || !settings.displayStudentPropertyAsPppw) return null;
  if (listing.priceValue === null) return null;
  const divisor = settings.displayPppwWithoutBedroomDivision || listing.bedrooms < 1 ? 1 : listing.bedrooms;
  return studentPppw(listing.priceValue / divisor);
}

export { formatPounds };

export type PriceOption = { value: number; label: string };

/**
 * Tagged commercial (spec §9 "A commercial tag…"): a listing that pays business rates, or a search for
 * commercial property (an excluding "!commercial" is not), whose lettings prices are the commercial ladder's.
 */
export function hasCommercialTag(tags: readonly string[]): boolean {
  return tags.some((tag) => tag.trim().toLowerCase() === "commercial");
}

/**
 * Whether a search's prices still mean the same after its tags change: not for a letting moving onto or off
 * the commercial ladder (annual rents), as spec §4 clears them when the channel changes for the same reason.
 */
export function pricesSurviveTagChange(
  channel: SearchChannel,
  before: readonly string[],
  after: readonly string[],
): boolean {
  return channel === "sales" || hasCommercialTag(before) === hasCommercialTag(after);
}

/**
 * The min/max price choices of the filter bar. Values are what the search takes (whole pounds; lettings
 * per calendar month). The theme's salesPriceRange (in thousands) and lettingsPriceRangeMonthly replace the
 * spec's ladders when present (spec §3 "Theme settings"). Commercial lettings are quoted per year, with the
 * monthly equivalent as the value (spec §9).
 */
export function priceOptions(
  channel: SearchChannel,
  settings: Pick<ThemeSettings, "salesPriceRange" | "lettingsPriceRangeMonthly">,
  options: { commercial?: boolean } = {},
): PriceOption[] {
  if (channel === "sales") {
    const ladder = settings.salesPriceRange?.map((thousands) => thousands * 1000) ?? SALES_PRICE_LADDER;
    return ladder.map((value) => ({ value, label: formatPounds(value) }));
  }
  if (options.commercial) {
    return COMMERCIAL_LETTINGS_LADDER_PA.map((pa) => ({
      value: monthlyFromAnnual(pa),
      label: `${formatPounds(pa)} pa (${formatPounds(monthlyFromAnnual(pa))} pcm)`,
    }));
  }
  const ladder = settings.lettingsPriceRangeMonthly ?? LETTINGS_PRICE_LADDER_PCM;
  return ladder.map((value) => ({ value, label: `${formatPounds(value)} pcm` }));
}

export type PriceFrequency = "outright" | "pcm" | "pa";

export type PriceFields = {
  price: number | null;
  poa: boolean;
  /** "Guide Price", "Offers Over", "Prices From"… shown before the amount. */
  qualifier: string | null;
  frequency: PriceFrequency;
  channel: SearchChannel;
  /** A rent a feed quoted per week or per person per week: shown as quoted (issue 12). */
  quoted?: { frequency: RentFrequency | null; amount: number | null };
};

const QUOTED_SUFFIX: Partial<Record<RentFrequency, string>> = { weekly: " pw", pppw: " pppw" };

const FREQUENCY_SUFFIX: Record<PriceFrequency, string> = { outright: "", pcm: " pcm", pa: " pa" };

/** The price text of spec §3: "Guide Price £325,000", "£1,200 pcm", "£24,000 pa", or "POA". */
export function priceText({ price, poa, qualifier, frequency, channel, quoted }: PriceFields): string {
  if (poa || price === null) return POA_TEXT;
  const label = qualifier?.trim();
  const quotedSuffix = quoted?.frequency ? QUOTED_SUFFIX[quoted.frequency] : undefined;
  if (channel === "lettings" && quotedSuffix && quoted?.amount != null) {
    return `${label ? `${label} ` : ""}${formatPounds(quoted.amount)}${quotedSuffix}`;
  }
  // Lettings prices are per calendar month (design §5) even when a listing forgot to say so.
  const suffix = FREQUENCY_SUFFIX[channel === "lettings" && frequency === "outright" ? "pcm" : frequency];
  return `${label ? `${label} ` : ""}${formatPounds(price)}${suffix}`;
}

/** The columns of a listing's row that its price text reads, named as the listings table names them. */
export type ListingPriceColumns = {
  price: number | null;
  poa: boolean;
  priceQualifier: string | null;
  priceFrequency: PriceFrequency;
  channel: SearchChannel;
  rentFrequency: RentFrequency | null;
  quotedPrice: number | null;
};

/** A listing row's price text, its feed-quoted weekly rent included (a search card, a map marker, the desk). */
export function listingPriceText(row: ListingPriceColumns): string {
  return priceText({
    price: row.price,
    poa: row.poa,
    qualifier: row.priceQualifier,
    frequency: row.priceFrequency,
    channel: row.channel,
    quoted: { frequency: row.rentFrequency, amount: row.quotedPrice },
  });
}

/** What a listing without a price says (spec §3 "no amount shows POA"). */
export const POA_TEXT = "POA";

/**
 * spec §3: the price text "split into a label before [the pound sign] and an amount after it; no amount
 * shows POA". The amount keeps its £ (what the card shows); with no £ the amount is null, which the card
 * and page show as POA. The POA text itself is no label: kept as one, the page said "POA POA" (issue 16).
 */
export function splitPriceText(text: string): { label: string; amount: string | null } {
  const at = text.indexOf("£");
  if (at === -1) {
    const label = text.trim();
    return { label: label.toUpperCase() === POA_TEXT ? "" : label, amount: null };
  }
  return { label: text.slice(0, at).trim(), amount: text.slice(at).trim() };
}
