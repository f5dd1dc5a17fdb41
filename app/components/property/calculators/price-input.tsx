// The property's price, the first field of both calculators (spec §5 "Calculators"), which share its value.
import { MoneyInput } from "./money-input.tsx";

// spec §5: "Price must be non-zero". The spec gives no text for it; this is ours.
export const PRICE_MESSAGE = "Enter a price above £0";

export function PropertyPriceInput(props: { digits: string; onDigitsChange: (digits: string) => void }) {
  return (
    <MoneyInput
      label="Property price"
      digits={props.digits}
      onDigitsChange={props.onDigitsChange}
      message={Number(props.digits) > 0 ? null : PRICE_MESSAGE}
    />
  );
}
