// Which Price Paid sales a place stands for (issue 17 "House prices pages"): a postcode sector's and district's
// by their postcode, a town's by the Registry's town/city column (its post town, in capitals). Other places
// (neighbourhoods, whole postcodes) have no house-prices page.
import type { Db } from "../../../../db/client.ts";
import { selectPlaceBySlug, type SluggedPlace } from "../../../../db/repos/place-slugs.ts";
import type { PriceAreaKind } from "../../repos/price-paid.ts";

export type PriceArea = { kind: PriceAreaKind; value: string };

export function priceAreaOf(place: Pick<SluggedPlace, "kind" | "name">): PriceArea | null {
  if (place.kind === "postcode_sector") return { kind: "sector", value: place.name };
  if (place.kind === "postcode_district") return { kind: "district", value: place.name };
  if (place.kind === "town") return { kind: "town", value: place.name.toUpperCase() };
  return null;
}

/** The place a house-prices slug names, with the sales it stands for; null when it has no page. */
export async function priceAreaBySlug(
  db: Db,
  slug: string,
): Promise<{ place: SluggedPlace & { slug: string }; area: PriceArea } | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null;
  const place = await selectPlaceBySlug(db, slug);
  const area = place && priceAreaOf(place);
  return place && area ? { place: { ...place, slug }, area } : null;
}

export const housePricesPath = (slug: string) => `/house-prices/${slug}`;
export const houseChartPath = (slug: string) => `/house-prices/${slug}/chart.svg`;
