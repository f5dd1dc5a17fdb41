// The Instant Valuation's answer: the sale and rent ranges with what they rest on, honest wording that it is
// an estimate and not a valuation, and the way on to Book a Valuation.
import { describeRecency, formatPounds } from "../../../domain/valuation-estimate.ts";
import { primaryButtonClass } from "../../components/lead-form/submit-button.tsx";
import type { EstimateRangeJson, ValuationEstimateJson } from "./instant-valuation-api.ts";

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
        This is an automated estimate from the asking and sold prices of homes we have listed nearby, not a
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
  range: EstimateRangeJson | null;
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

/** "Based on 12 homes we have listed within 1 mile in the last 4 months, 3 of them sold prices." */
function basis(range: EstimateRangeJson, market: "sale" | "rent"): string {
  const homes = range.comparables === 1 ? "1 home" : `${range.comparables} homes`;
  const miles = range.radius_miles === 1 ? "1 mile" : `${range.radius_miles} miles`;
  const recency = describeRecency(new Date(range.oldest), new Date());
  const when = recency === "this month" ? "this month" : `in ${recency}`;
  const agreed =
    range.agreed > 0 ? `, ${range.agreed} of them ${market === "sale" ? "sold prices" : "agreed rents"}` : "";
  return `Based on ${homes} we have listed within ${miles} ${when}${agreed}.`;
}
