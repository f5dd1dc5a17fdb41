// GET /valuation_estimate.ljson?postcode={postcode}&property_type={family}&bedrooms={n} (issue 5 item 3):
//   200 {postcode, property_type, bedrooms, sale, rent}, where sale and rent are each null (too few
//       comparables) or {low, high, median, comparables, agreed, radius_miles, newest, oldest} (pounds; rent per
//       calendar month; dates ISO 8601); sale adds {price_paid_sales, price_paid_sector}: how many HM Land
//       Registry sales of the sector it blends in (issue 17), when comparables, radius_miles, newest and oldest
//       describe the listings alone (0 and null when the sales alone gave the range)
//   422 {errors: {field: [message]}} for a question the shared schema refuses (modules/open-data/model/valuation-estimate-query.ts)
// Listings change by the hour, not the second: a short public cache.
import type { Route } from "./+types/valuation-estimate";
import type { EstimateRange } from "../../../modules/open-data/model/valuation-estimate.ts";
import {
  valuationQueryErrors,
  valuationQuerySchema,
} from "../../../modules/open-data/model/valuation-estimate-query.ts";
import { estimateValuation, type SaleEstimate } from "../../../modules/open-data/index.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const parsed = valuationQuerySchema.safeParse({
    postcode: params.get("postcode") ?? undefined,
    property_type: params.get("property_type") ?? undefined,
    bedrooms: params.get("bedrooms") ?? undefined,
  });
  if (!parsed.success) {
    return Response.json(
      { errors: valuationQueryErrors(parsed.error.issues) },
      { status: 422, headers: { "Cache-Control": "no-store" } },
    );
  }
  const estimate = await estimateValuation(context.services.db, parsed.data);
  return Response.json(
    {
      postcode: estimate.postcode,
      property_type: estimate.propertyType,
      bedrooms: estimate.bedrooms,
      sale: estimate.sale && {
        ...rangeJson(estimate.sale),
        price_paid_sales: estimate.sale.pricePaidSales,
        price_paid_sector: estimate.sale.pricePaidSector,
      },
      rent: estimate.rent && rangeJson(estimate.rent),
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

function rangeJson(range: EstimateRange | SaleEstimate) {
  return {
    low: range.low,
    high: range.high,
    median: range.median,
    comparables: range.comparables,
    agreed: range.agreed,
    radius_miles: range.radiusMiles,
    newest: range.newest?.toISOString() ?? null,
    oldest: range.oldest?.toISOString() ?? null,
  };
}
