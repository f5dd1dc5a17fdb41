// The 410 page's 'similar homes' link (issue 4): a search of the same channel around the same town (or, when
// the town is not a known place, the branch's area), from the same bedrooms, in a price band around the
// withdrawn listing's price, snapped to the filter bar's ladder so the results page shows it as chosen.
import { selectPlacesMatching } from "../db/repos/places.ts";
import {
  LETTINGS_PRICE_LADDER_PCM,
  monthlyFromAnnual,
  SALES_PRICE_LADDER,
  type PriceFrequency,
} from "../domain/pricing.ts";
import { EMPTY_CRITERIA, type SearchChannel, type SearchCriteria } from "../modules/search/model/criteria.ts";
import { buildSearchPath } from "../modules/search/model/url.ts";
import type { Services } from "../platform/services.ts";

// ±20% either side: wide enough to find neighbours, narrow enough to stay "similar".
const BAND = 0.2;

export type SimilarHomesInput = {
  channel: SearchChannel;
  price: number | null;
  priceFrequency: PriceFrequency;
  bedrooms: number;
  branchId: number;
};

/** The ladder step at or below `low` and the one at or above `high` (null past either end of the ladder). */
export function priceBand(
  channel: SearchChannel,
  price: number,
): { minPrice: number | null; maxPrice: number | null } {
  const ladder = channel === "sales" ? SALES_PRICE_LADDER : LETTINGS_PRICE_LADDER_PCM;
  const low = price * (1 - BAND);
  const high = price * (1 + BAND);
  return {
    minPrice: ladder.findLast((step) => step <= low) ?? null,
    maxPrice: ladder.find((step) => step >= high) ?? null,
  };
}

export function similarHomesCriteria(listing: SimilarHomesInput, placeId: number | null): SearchCriteria {
  // Searches compare pounds for sales and pounds per month for lettings (annual commercial rents / 12).
  const comparable =
    listing.price === null
      ? null
      : listing.priceFrequency === "pa"
        ? monthlyFromAnnual(listing.price)
        : listing.price;
  return {
    ...EMPTY_CRITERIA,
    channel: listing.channel,
    placeId,
    area: placeId === null ? listing.branchId : null,
    minBeds: listing.bedrooms > 0 ? listing.bedrooms : null,
    ...(comparable === null ? {} : priceBand(listing.channel, comparable)),
  };
}

/** The place named exactly like the town, if the places table knows it. */
async function townPlaceId(services: Services, town: string): Promise<number | null> {
  const [best] = await selectPlacesMatching(services.db, town.trim(), 1);
  return best && best.match === 0 ? best.id : null;
}

export async function similarHomesPath(
  services: Services,
  listing: SimilarHomesInput & { town: string },
): Promise<string> {
  return buildSearchPath(similarHomesCriteria(listing, await townPlaceId(services, listing.town)));
}
