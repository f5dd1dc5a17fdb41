// The price of the page (spec §3: the label before £, the amount after it; POA with no amount), with the
// weekly equivalent of a monthly rent (spec §9 "Weekly rent = monthly / (52/12), rounded up") and the
// student price per person per week when the theme asks for it (the card's pppw_price).
import {
  POA_TEXT,
  formatPounds,
  monthlyFromAnnual,
  splitPriceText,
  weeklyFromMonthly,
} from "../../../domain/pricing.ts";
import { historyDate } from "../../../modules/listings/model/listing-history.ts";
import { chargesWithPrice } from "../../../modules/advert-rules/model/price-honesty.ts";
import type { PropertyDetails } from "../../../modules/listings/model/property-details.ts";

type PriceInput = Pick<PropertyDetails, "channel" | "price" | "priceFrequency" | "card"> &
  Partial<Pick<PropertyDetails, "rentFrequency" | "materialInformation">>;

/** The secondary price line of a letting: per week (and per month for an annual rent), or null. */
export function rentEquivalents(p: PriceInput): string | null {
  if (p.channel !== "lettings" || p.price === null || p.card.priceValue === null) return null;
  // A rent quoted per week (or per person per week) shows as quoted; its monthly figure comes second.
  if (p.rentFrequency === "weekly" || p.rentFrequency === "pppw") return `${formatPounds(p.price)} pcm`;
  if (p.priceFrequency === "pa") {
    const monthly = monthlyFromAnnual(p.price);
    return `${formatPounds(monthly)} pcm / ${formatPounds(weeklyFromMonthly(monthly))} pw`;
  }
  return `${formatPounds(weeklyFromMonthly(p.price))} pw`;
}

/** `reducedOn`: when the price went down, while the page shows "Reduced" (ISO 8601), else null. */
export function PropertyPrice({ property, reducedOn }: { property: PriceInput; reducedOn: string | null }) {
  const { label, amount } = splitPriceText(property.card.price);
  const weekly = rentEquivalents(property);
  const pppw = property.card.pppw_price;
  // Issue 41 (drip pricing): the charges a buyer cannot avoid, with the price itself.
  const charges = property.materialInformation
    ? chargesWithPrice({ channel: property.channel, materialInformation: property.materialInformation })
    : null;
  return (
    <div>
      <p className="text-3xl font-semibold">
        {/* Like the card: a qualifier only beside an amount, so POA shows once (issue 16). */}
        {amount !== null && label ? <span className="mr-2 text-base font-normal">{label}</span> : null}
        {amount ?? POA_TEXT}
      </p>
      {pppw !== null ? (
        <p>
          <strong>{formatPounds(pppw)}</strong> per person per week
        </p>
      ) : weekly ? (
        <p>{weekly}</p>
      ) : null}
      {charges ? (
        <p className="font-semibold" data-price-charges>
          {charges}
        </p>
      ) : null}
      {reducedOn ? <p className="mt-1 font-semibold">Reduced on {historyDate(reducedOn)}</p> : null}
    </div>
  );
}
