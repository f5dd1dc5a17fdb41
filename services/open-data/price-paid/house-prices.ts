// The house-prices pages, /house-prices/{place} (issue 17): a town's, postcode district's or sector's recent
// Price Paid sales, its averages by property type and year, and links to the agency's listings there.
import {
  selectAreasWithSales,
  selectNewestSaleDate,
  selectRecentSales,
  selectYearlyAverages,
  type RecentSaleRow,
} from "../../../db/repos/price-paid.ts";
import { placeHeadingName } from "../../../domain/place-slugs.ts";
import { trendChartSvg, trendSince, trendTable, type TrendTable } from "../../../domain/price-paid/trend.ts";
import type { PlaceLink } from "../../../domain/search/results.ts";
import type { Services } from "../../index.ts";
import { landingLink, listedPlaces } from "../../places-with-listings.ts";
import { houseChartPath, housePricesPath, priceAreaBySlug, priceAreaOf } from "./price-paid-places.ts";

export const RECENT_SALES_SHOWN = 20;

export type HousePricesPage = {
  name: string;
  path: string;
  chartPath: string | null;
  recentSales: RecentSaleRow[];
  trend: TrendTable;
  dataTo: string | null;
  listings: PlaceLink[];
};

export async function getHousePricesPage(
  services: Services,
  slug: string,
  today = new Date(),
): Promise<HousePricesPage | null> {
  const found = await priceAreaBySlug(services.db, slug);
  if (!found) return null;
  const { place, area } = found;
  const [recentSales, figures, dataTo] = await Promise.all([
    selectRecentSales(services.db, area, RECENT_SALES_SHOWN),
    selectYearlyAverages(services.db, area, trendSince(today)),
    selectNewestSaleDate(services.db, area),
  ]);
  return {
    name: placeHeadingName(place),
    path: housePricesPath(place.slug),
    chartPath: figures.length ? houseChartPath(place.slug) : null,
    recentSales,
    trend: trendTable(figures, today),
    dataTo,
    listings: [landingLink(place, "sales"), landingLink(place, "lettings")],
  };
}

/** The trend chart of a place as an SVG document; null when the place has no page. */
export async function getHousePricesChart(
  services: Services,
  slug: string,
  today = new Date(),
): Promise<string | null> {
  const found = await priceAreaBySlug(services.db, slug);
  if (!found) return null;
  const figures = await selectYearlyAverages(services.db, found.area, trendSince(today));
  return trendChartSvg(
    trendTable(figures, today),
    `Average prices by property type in ${placeHeadingName(found.place)}`,
  );
}

/**
 * The house-prices pages the sitemap lists: those of the places the agency has listings in (its own area,
 * not all of England and Wales) that have any sale.
 */
export async function housePricesPaths(services: Services): Promise<string[]> {
  const listed = await listedPlaces(services.db);
  const candidates = [
    ...new Map([...listed.sales.values(), ...listed.lettings.values()].map((p) => [p.id, p])).values(),
  ].flatMap((place) => {
    const area = priceAreaOf(place);
    return area ? [{ slug: place.slug, area }] : [];
  });
  const found = await selectAreasWithSales(
    services.db,
    candidates.map((c) => c.area),
  );
  return candidates.filter((_, i) => found[i]).map((c) => housePricesPath(c.slug));
}
