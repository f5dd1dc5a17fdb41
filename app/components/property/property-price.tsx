// The price of the page (spec §3: the label before £, the amount after it; POA with no amount), with the
// weekly equivalent of a monthly rent (spec §9 "Weekly rent = monthly / (52/12), rounded up") and the
// student price per person per week when the theme asks for it (the card's pppw_price).
import {
  formatPounds,
  monthlyFromAnnual,
  splitPriceText,
  weeklyFromMonthly,
} from "../../../domain/pricing.ts";
import type { PropertyDetails } from "../../../domain/property-details.ts";

type PriceInput = Pick<PropertyDetails, "channel" | "price" | "priceFrequency" | "card">;

/** The secondary price line of a letting: per week (and per month for an annual rent), or null. */
export function rentEquivalents(p: PriceInput): string | null {
  if (p.channel !== "lettings" || p.price === null || p.card.priceValue === null) return null;
  if (p.priceFrequency === "pa") {
    const monthly = monthlyFromAnnual(p.price);
    return `${formatPounds(monthly)} pcm / ${formatPounds(weeklyFromMonthly(monthly))} pw`;
  }
  return `${formatPounds(weeklyFromMonthly(p.price))} pw`;
}

export function PropertyPrice({ property }: { property: PriceInput }) {
  const { label, amount } = splitPriceText(property.card.price);
  const weekly = rentEquivalents(property);
  const pppw = property.card.pppw_price;
  return (
    <div>
      <p className="text-3xl font-semibold">
        {label ? <span className="mr-2 text-base font-normal">{label}</span> : null}
        {amount ?? "POA"}
      </p>
      {pppw !== null ? (
        <p>
          <strong>{formatPounds(pppw)}</strong> per person per week
        </p>
      ) : weekly ? (
        <p>{weekly}</p>
      ) : null}
    </div>
  );
}
