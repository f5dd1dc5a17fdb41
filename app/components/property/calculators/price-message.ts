// spec §5: "Price must be non-zero". The spec gives no text for it; this is ours.
export const PRICE_MESSAGE = "Enter a price above £0";

export function priceMessage(digits: string): string | null {
  return Number(digits) > 0 ? null : PRICE_MESSAGE;
}
