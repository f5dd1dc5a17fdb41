// The house-prices pages, /house-prices/{place} (issue 17): a town's, postcode district's or sector's recent
// Price Paid sales, its averages by property type and year, and links to the agency's listings there.
import {
  selectAreasWithSales,
  selectNewestSaleDate,
  selectRecentSales,
  selectYearlyAverages,
  type RecentSaleRow,
} from "../../repos/price-paid.ts";
import { withSaleAddress } from "../../model/price-paid/wording.ts";
import { placeHeadingName } from "../../../search/model/place-slugs.ts";
import { trendChartSvg, trendSince, trendTable, type TrendTable } from "../../model/price-paid/trend.ts";
import {
  historySince,
  priceHistory,
  priceHistoryChartSvg,
  type PriceHistory,
} from "../../model/price-paid/price-history.ts";
import type { PlaceLink } from "../../../search/model/results.ts";
import type { Services } from "../../../../platform/services.ts";
import { houseChartPath, housePricesPath, priceAreaBySlug, priceAreaOf } from "./price-paid-places.ts";
import { landingLink, listedPlaces } from "../../../search/index.ts";

export const RECENT_SALES_SHOWN = 20;

export type HousePricesPage = {
  name: string;
  path: string;
  chartPath: string | null;
  recentSales: (RecentSaleRow & { address: string })[];
  trend: TrendTable;
  /** Every type together, year by year over ten years, with its chart as inline SVG; null: no sale then. */
  history: { caption: string; chartSvg: string; years: PriceHistory["years"] } | null;
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
    // Ten years of figures: the last five by type make the trend table, all ten the history.
    selectYearlyAverages(services.db, area, historySince(today)),
    selectNewestSaleDate(services.db, area),
  ]);
  const name = placeHeadingName(place);
  const trend = trendTable(figures, today);
  const history = priceHistory(figures, today);
  return {
    name,
    path: housePricesPath(place.slug),
    chartPath: trend.rows.length ? houseChartPath(place.slug) : null,
    recentSales: recentSales.map(withSaleAddress),
    trend,
    history: history.years.length ? historyView(name, history) : null,
    dataTo,
    listings: [landingLink(place, "sales"), landingLink(place, "lettings")],
  };
}

/** The history's caption ("Average price paid in Bristol, 2017–2026, every type": the chart's name too). */
function historyView(name: string, history: PriceHistory): NonNullable<HousePricesPage["history"]> {
  const first = history.years[0]!.year;
  const last = history.years.at(-1)!.year;
  const caption = `Average price paid in ${name}, ${first === last ? first : `${first}–${last}`}, every type (standard sales only)`;
  return { caption, chartSvg: priceHistoryChartSvg(history, caption, "price-history"), years: history.years };
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
