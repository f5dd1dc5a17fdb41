// Badge honesty (issue 41; the TPO code and trading standards): "NEW Listing!" is for a home the agency has not
// marketed in the previous six months. A CRM that withdraws a home and lists it again under a new reference must
// not make it new: the new listing is dated from the home's first marketing in that run of marketing, which keeps
// the badge, "most recent first" and "added in the last N days" honest together. A home is known by its postcode,
// number (or name) and street in the same channel; without a number or a name it is not matched (a block of flats'
// postcode and street alone would join different homes). Pure.

/** How long a home off the market still counts as marketed before: six months. */
export const REMARKETING_WINDOW_MONTHS = 6;

export type HomeAddress = {
  channel: "sales" | "lettings";
  postcode: string;
  houseNumber: string | null;
  houseName: string | null;
  street: string;
};

/** The home's key, or null when the address cannot tell one home from its neighbours. */
export function homeKey(home: HomeAddress): string | null {
  const number = (home.houseNumber?.trim() || home.houseName?.trim() || "")
    .toLowerCase()
    .replace(/\s+/g, " ");
  const postcode = home.postcode.toUpperCase().replace(/\s+/g, "");
  const street = home.street.trim().toLowerCase().replace(/\s+/g, " ");
  if (!number || !postcode || !street) return null;
  return `${home.channel}|${postcode}|${number}|${street}`;
}

/** One listing of a home the agency has had: when it was listed and when it was last on the market. */
export type MarketedListing = { reference: string; listedAt: Date; lastMarketedAt: Date };

/** Where a new listing's run of marketing began: the earliest listing of the home with no six-month gap after it. */
export type EarlierMarketing = { reference: string; firstListedAt: Date };

const monthsBefore = (at: Date, months: number) => {
  const before = new Date(at);
  before.setUTCMonth(before.getUTCMonth() - months);
  return before;
};

/**
 * The run of marketing a listing of the home at `listedAt` continues, walking back from it through the home's
 * earlier listings while each was on the market within six months of the next one's start; null when none was.
 */
export function marketingRunBefore(
  previous: readonly MarketedListing[],
  listedAt: Date,
): EarlierMarketing | null {
  let start = listedAt;
  let first: MarketedListing | null = null;
  for (const listing of [...previous].sort((a, b) => b.listedAt.getTime() - a.listedAt.getTime())) {
    if (listing.listedAt.getTime() >= start.getTime()) continue;
    if (listing.lastMarketedAt.getTime() < monthsBefore(start, REMARKETING_WINDOW_MONTHS).getTime()) break;
    start = listing.listedAt;
    first = listing;
  }
  return first ? { reference: first.reference, firstListedAt: first.listedAt } : null;
}
