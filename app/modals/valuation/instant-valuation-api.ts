// The Instant Valuation's call: GET /valuation_estimate.ljson (app/routes/api/valuation-estimate.ts).
import { valuationEstimatePath } from "../../../domain/urls.ts";

export type EstimateRangeJson = {
  low: number;
  high: number;
  median: number;
  comparables: number;
  agreed: number;
  radius_miles: number;
  newest: string;
  oldest: string;
};

/** The sale range may blend in HM Land Registry sales: then the listing figures describe the listings alone. */
export type SaleEstimateJson = Omit<EstimateRangeJson, "radius_miles" | "newest" | "oldest"> & {
  radius_miles: number | null;
  newest: string | null;
  oldest: string | null;
  price_paid_sales: number;
  price_paid_sector: string | null;
};

export type ValuationEstimateJson = {
  postcode: string;
  property_type: string;
  bedrooms: number;
  sale: SaleEstimateJson | null;
  rent: EstimateRangeJson | null;
};

/** Field → messages from a 422 answer (the server's copy of the form's own checks). */
export class EstimateRefused extends Error {
  constructor(readonly errors: Record<string, string[]>) {
    super("The estimate was refused");
    this.name = "EstimateRefused";
  }
}

export async function fetchValuationEstimate(query: {
  postcode: string;
  property_type: string;
  bedrooms: number;
}): Promise<ValuationEstimateJson> {
  const params = new URLSearchParams({ ...query, bedrooms: String(query.bedrooms) });
  const response = await fetch(valuationEstimatePath(params), {
    headers: { Accept: "application/json" },
  });
  if (response.status === 422) {
    const body = (await response.json()) as { errors?: Record<string, string[]> };
    throw new EstimateRefused(body.errors ?? {});
  }
  if (!response.ok) throw new Error(`GET /valuation_estimate.ljson answered ${response.status}`);
  return (await response.json()) as ValuationEstimateJson;
}
