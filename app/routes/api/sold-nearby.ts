// GET /properties/{id}/sold-nearby.json (issue 17): the property page's "sold nearby" panel, fetched when it is
// scrolled to (modules/open-data/use-cases/price-paid/sold-nearby.ts; shape: SoldNearbyJson in
// app/components/property/around-home/sold-nearby-panel.tsx). 404 for a property that is not shown.
// Sales data changes monthly: the same public cache as the pages.
import type { Route } from "./+types/sold-nearby";
import { PUBLIC_PAGE_CACHE_CONTROL } from "../_http/public-page.ts";
import { getSoldNearby } from "../../../modules/open-data/index.ts";

export async function loader({ params, context }: Route.LoaderArgs) {
  const id = /^[1-9][0-9]{0,9}$/.test(params.id) ? Number(params.id) : 0;
  const found = await getSoldNearby((await context.readServices()).db, id);
  if (!found) {
    return Response.json(
      { errors: { base: ["No such property"] } },
      { status: 404, headers: { "Cache-Control": "no-store" } },
    );
  }
  return Response.json(found, { headers: { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL } });
}
