// /house-prices/{place} (issue 17): a town's, postcode district's or sector's sold prices from HM Land
// Registry's Price Paid data: recent sales, averages by property type and year (chart and table), links to
// the agency's listings there. The place is named by its slug (docs/search-urls.md); other places are 404.
import type { Route } from "./+types/house-prices";
import { publicPageHeaders } from "../_http/public-page.ts";
import { foundBySlug } from "../_http/found-by-slug.ts";
import { getHousePricesPage } from "../../../modules/open-data/index.ts";
import { contentPageMeta } from "../../components/content-pages/page-meta.ts";
import { deferHydration } from "../../components/deferred-hydration.tsx";
import { LinkList } from "../../components/link-list-nav.tsx";
import {
  PricePaidCredit,
  SalesTable,
  TrendFigures,
} from "../../components/property/around-home/price-paid-tables.tsx";

// What the server rendered is all a visitor needs (a chart and a table): its code loads only after a navigation.
const PriceHistoryFigure = deferHydration(
  () => import("../../components/house-prices/price-history-figure.tsx").then((m) => m.PriceHistoryFigure),
  "never",
);

// The same for every anonymous visitor: the page cache and a CDN may keep it (docs/decisions/014).
export const headers = publicPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  const services = await context.readServices();
  const page = await foundBySlug(params.slug, 80, (slug) => getHousePricesPage(services, slug));
  return { page };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { page } = loaderData;
  return contentPageMeta(matches, {
    title: `House prices in ${page.name}`,
    description: `Sold house prices in ${page.name} from HM Land Registry: recent sales and average prices by property type and year.`,
    path: page.path,
  });
}

export default function HousePrices({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-8 px-4 py-8">
      <header className="flex flex-col gap-3">
        <h1 className="text-3xl font-bold">{`House prices in ${page.name}`}</h1>
        <LinkList
          links={page.listings}
          className="flex flex-wrap gap-x-6 gap-y-2"
          linkClassName="underline"
        />
      </header>
      <section aria-labelledby="recent-sales" className="flex flex-col gap-3">
        <h2 id="recent-sales" className="text-2xl font-semibold">
          Recent sales
        </h2>
        {page.recentSales.length ? (
          <SalesTable sales={page.recentSales} caption={`The latest sales registered in ${page.name}`} />
        ) : (
          <p>{`No data: no sales are recorded in ${page.name}.`}</p>
        )}
      </section>
      <section aria-labelledby="prices-over-time" className="flex flex-col gap-3">
        <h2 id="prices-over-time" className="text-2xl font-semibold">
          Prices over time
        </h2>
        {page.history ? (
          <PriceHistoryFigure history={page.history} />
        ) : (
          <p>{`No data: no sales are recorded in ${page.name} in the last ten years.`}</p>
        )}
      </section>
      <section aria-labelledby="average-prices" className="flex flex-col gap-3">
        <h2 id="average-prices" className="text-2xl font-semibold">
          Average prices by type and year
        </h2>
        {page.trend.rows.length ? (
          <TrendFigures
            trend={page.trend}
            chartPath={page.chartPath}
            caption={`Average price paid by property type in ${page.name}, last five years (standard sales only)`}
          />
        ) : (
          <p>{`No data: no sales are recorded in ${page.name} in the last five years.`}</p>
        )}
      </section>
      <PricePaidCredit dataTo={page.dataTo} />
    </div>
  );
}
