// The Instant Valuation's answer: the sale and rent ranges with what they rest on, honest wording that it is
// an estimate and not a valuation, and the way on to Book a Valuation.
import { formatPounds } from "../../../domain/number-format.ts";
import { describeRecency } from "../../../modules/open-data/model/valuation-estimate.ts";
import { primaryButtonClass } from "../../components/lead-form/submit-button.tsx";
import { PRICE_PAID_SOURCE } from "../../../modules/open-data/model/price-paid/wording.ts";
import { PRICE_PAID_MONTHS } from "../../../modules/open-data/model/price-paid/valuation-blend.ts";
import type { EstimateRangeJson, SaleEstimateJson, ValuationEstimateJson } from "./instant-valuation-api.ts";

export function InstantValuationResult({
  estimate,
  headingId,
  onBook,
}: {
  estimate: ValuationEstimateJson;
  headingId: string;
  onBook: () => void;
}) {
  const none = !estimate.sale && !estimate.rent;
  return (
    <section aria-labelledby={headingId} className="mt-6 flex flex-col gap-4 border-t border-black/10 pt-4">
      <h3 id={headingId} tabIndex={-1} className="text-lg font-semibold">
        {none ? "We can't estimate this home yet" : `Your instant estimate for ${estimate.postcode}`}
      </h3>
      {none ? (
        <p>
          We don't have enough homes like yours on our books near {estimate.postcode} to give an honest
          estimate. One of our local valuers can tell you what your home is worth.
        </p>
      ) : (
        <dl className="grid gap-4 sm:grid-cols-2">
          <RangeCard title="Estimated sale price" range={estimate.sale} market="sale" />
          <RangeCard title="Estimated monthly rent" range={estimate.rent} market="rent" />
        </dl>
      )}
      <p className="text-sm">
        This is an automated estimate from the asking and sold prices of homes we have listed nearby
        {estimate.sale?.price_paid_sales ? " and of sales recorded by HM Land Registry" : ""}, not a
        valuation. It cannot see your home's condition, size, garden or improvements. For a figure you can
        rely on, book a free valuation with one of our local experts.
      </p>
      <div>
        <button type="button" className={primaryButtonClass} onClick={onBook}>
          Book a Valuation
        </button>
      </div>
    </section>
  );
}

function RangeCard({
  title,
  range,
  market,
}: {
  title: string;
  range: EstimateRangeJson | SaleEstimateJson | null;
  market: "sale" | "rent";
}) {
  return (
    <div className="rounded-lg border border-black/10 p-4" data-estimate={market}>
      <dt className="text-sm font-semibold">{title}</dt>
      {range ? (
        <dd className="mt-1">
          <span className="block text-xl font-bold">
            {formatPounds(range.low)} to {formatPounds(range.high)}
            {market === "rent" ? " pcm" : ""}
          </span>
          <span className="mt-1 block text-sm">{basis(range, market)}</span>
        </dd>
      ) : (
        <dd className="mt-1 text-sm">
          We don't have enough comparable homes {market === "sale" ? "for sale" : "to let"} nearby to estimate
          this.
        </dd>
      )}
    </div>
  );
}

/**
 * "Based on 12 homes we have listed within 1 mile in the last 4 months, 3 of them sold prices, and 9 sales of
 * similar homes in GL50 1 recorded by HM Land Registry in the last 24 months."
 */
function basis(range: EstimateRangeJson | SaleEstimateJson, market: "sale" | "rent"): string {
  const parts: string[] = [];
  if (range.comparables > 0 && range.radius_miles !== null && range.oldest !== null) {
    const homes = range.comparables === 1 ? "1 home" : `${range.comparables} homes`;
    const miles = range.radius_miles === 1 ? "1 mile" : `${range.radius_miles} miles`;
    const recency = describeRecency(new Date(range.oldest), new Date());
    const when = recency === "this month" ? "this month" : `in ${recency}`;
    const agreed =
      range.agreed > 0
        ? `, ${range.agreed} of them ${market === "sale" ? "sold prices" : "agreed rents"}`
        : "";
    parts.push(`${homes} we have listed within ${miles} ${when}${agreed}`);
  }
  if ("price_paid_sales" in range && range.price_paid_sales > 0) {
    const sales = range.price_paid_sales === 1 ? "1 sale" : `${range.price_paid_sales} sales`;
    parts.push(
      `${sales} of similar homes in ${range.price_paid_sector} recorded by HM Land Registry in the last ${PRICE_PAID_MONTHS} months (${PRICE_PAID_SOURCE})`,
    );
  }
  return `Based on ${parts.join(", and ")}.`;
}
