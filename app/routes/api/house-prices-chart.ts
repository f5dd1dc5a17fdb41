// GET /house-prices/{place}/chart.svg (issue 17): a place's average prices by property type over five years,
// drawn on the server (modules/open-data/model/price-paid/trend.ts) and shown as an image beside the table that says the same.
import type { Route } from "./+types/house-prices-chart";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../_http/public-page.ts";
import { getHousePricesChart } from "../../../modules/open-data/index.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const svg = await getHousePricesChart(context.services, params.slug);
  if (svg === null)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL },
  });
}
