// The property page's "sold nearby" panel (issue 17): the newest Price Paid sales of homes of the listing's type
// within a radius that widens until there are a few, and its postcode sector's prices by type over five years.
// GET /properties/{id}/sold-nearby.json answers it; the panel fetches it once scrolled to.
import type { Db } from "../../../../db/client.ts";
import { selectPlaceBySlug } from "../../../../db/repos/place-slugs.ts";
import {
  selectNewestSaleDate,
  selectSoldNearby,
  selectYearlyAverages,
  type SoldNearbyRow,
} from "../../repos/price-paid.ts";
import { selectPropertyById } from "../../../listings/index.ts";
import { isApproximate } from "../../../listings/model/listing-placement.ts";
import { postcodeParts } from "../../../../domain/postcode.ts";
import { slugify } from "../../../../domain/slug.ts";
import { trendSince, trendTable } from "../../model/price-paid/trend.ts";
import type { SoldNearbyView } from "../../model/price-paid/views.ts";
import { pricePaidTypeOf, withSaleAddress } from "../../model/price-paid/wording.ts";
import { houseChartPath, housePricesPath } from "./price-paid-places.ts";

/** Radii tried in turn, in miles: a street has neighbours within a quarter mile, a village needs more. */
export const SOLD_NEARBY_RADII_MILES = [0.25, 0.5, 1, 2] as const;
export const SOLD_NEARBY_TARGET = 5;
export const SOLD_NEARBY_LIMIT = 10;
/** Sales older than this say little about today's prices. */
export const SOLD_NEARBY_YEARS = 5;
const METRES_PER_MILE = 1_609.344;

export async function getSoldNearby(
  db: Db,
  propertyId: number,
  today = new Date(),
): Promise<SoldNearbyView | null> {
  if (!Number.isSafeInteger(propertyId) || propertyId < 1 || propertyId > 2_147_483_647) return null;
  const property = await selectPropertyById(db, propertyId);
  if (!property || property.status === "withdrawn" || property.heldBack) return null;
  const propertyType = pricePaidTypeOf(property.propertyType);
  const since = `${today.getUTCFullYear() - SOLD_NEARBY_YEARS}-${today.toISOString().slice(5, 10)}`;
  let sales: SoldNearbyRow[] = [];
  let radiusMiles: number = SOLD_NEARBY_RADII_MILES[0];
  // Nearby sales are measured from the home: one not on the map, or only near its town's centre, has none.
  const point =
    property.latitude !== null && property.longitude !== null && !isApproximate(property.placement)
      ? { latitude: property.latitude, longitude: property.longitude }
      : null;
  if (propertyType && point) {
    for (const miles of SOLD_NEARBY_RADII_MILES) {
      radiusMiles = miles;
      sales = await selectSoldNearby(db, {
        ...point,
        metres: miles * METRES_PER_MILE,
        propertyType,
        since,
        limit: SOLD_NEARBY_LIMIT,
      });
      if (sales.length >= SOLD_NEARBY_TARGET) break;
    }
  }
  const parts = postcodeParts(property.postcode);
  let sector: SoldNearbyView["sector"] = null;
  let dataTo = sales[0]?.transferredOn ?? null;
  if (parts) {
    const area = { kind: "sector" as const, value: parts.sector };
    const [figures, newest, place] = await Promise.all([
      selectYearlyAverages(db, area, trendSince(today)),
      selectNewestSaleDate(db, area),
      selectPlaceBySlug(db, slugify(parts.sector)),
    ]);
    const slug = place?.kind === "postcode_sector" ? place.slug : null;
    sector = {
      name: parts.sector,
      pagePath: slug ? housePricesPath(slug) : null,
      chartPath: slug && figures.length ? houseChartPath(slug) : null,
      trend: trendTable(figures, today),
    };
    if (newest && (!dataTo || newest > dataTo)) dataTo = newest;
  }
  return { propertyType, radiusMiles, sales: sales.map(withSaleAddress), sector, dataTo };
}
