// spec §9: "Calculators are hidden for lettings, for properties without a price, and for properties tagged
// 'gth commercial' or 'gth development'."

const HIDING_TAGS = ["gth commercial", "gth development"];

export type CalculatorProperty = {
  channel: "sales" | "lettings";
  price: number | null;
  poa?: boolean;
  tags: readonly string[];
};

export function calculatorsShown({ channel, price, poa, tags }: CalculatorProperty): boolean {
  if (channel === "lettings" || poa || price === null || price <= 0) return false;
  return !tags.some((tag) => HIDING_TAGS.includes(tag.trim().toLowerCase()));
}

/** What the #/calculator overlay reads from the page's overlayData; undefined when the calculators are hidden. */
export function calculatorOverlayData(
  property: CalculatorProperty,
): { price: number; channel: "sales" | "lettings"; tags: readonly string[] } | undefined {
  if (!calculatorsShown(property) || property.price === null) return undefined;
  return { price: property.price, channel: property.channel, tags: property.tags };
}
