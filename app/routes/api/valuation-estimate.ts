// GET /valuation_estimate.ljson?postcode={postcode}&property_type={family}&bedrooms={n} (issue 5 item 3):
//   200 {postcode, property_type, bedrooms, sale, rent}, where sale and rent are each null (too few
//       comparables) or {low, high, median, comparables, agreed, radius_miles, newest, oldest} (pounds; rent per
//       calendar month; dates ISO 8601)
//   422 {errors: {field: [message]}} for a question the shared schema refuses (domain/valuation-estimate-query.ts)
// Listings change by the hour, not the second: a short public cache.
import type { Route } from "./+types/valuation-estimate";
import type { EstimateRange } from "../../../domain/valuation-estimate.ts";
import { valuationQueryErrors, valuationQuerySchema } from "../../../domain/valuation-estimate-query.ts";
import { estimateValuation } from "../../../services/valuation-estimate.ts";

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
      sale: rangeJson(estimate.sale),
      rent: rangeJson(estimate.rent),
    },
    { headers: { "Cache-Control": "public, max-age=300" } },
  );
}

function rangeJson(range: EstimateRange | null) {
  if (!range) return null;
  return {
    low: range.low,
    high: range.high,
    median: range.median,
    comparables: range.comparables,
    agreed: range.agreed,
    radius_miles: range.radiusMiles,
    newest: range.newest.toISOString(),
    oldest: range.oldest.toISOString(),
  };
}
