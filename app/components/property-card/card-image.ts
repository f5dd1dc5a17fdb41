// How card photos load (spec §9 "Media"). The srcset of the spec's card widths is derived from each photo's
// URL (cardSrcset in domain/media-sizes.ts); this adds which of those widths the grid needs and which cards
// come first.

// The results grid: one column, two from 640 px, three from 1024 px inside a 1536 px wide page.
export const CARD_IMAGE_SIZES =
  "(min-width: 1536px) 500px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

// spec §9: "Only the first images are eager-loaded (cards within the first 2, 4 or 6 positions …)". One HTML
// serves every screen, so the middle figure is used: the first four cards load at once, the rest lazily.
export const EAGER_CARDS = 4;

export type CardImageLoading = { loading: "eager" | "lazy"; fetchPriority?: "high" };

/** How the first photo of the card at `position` (0-based) in a list loads. */
export function cardImageLoading(position: number): CardImageLoading {
  if (position === 0) return { loading: "eager", fetchPriority: "high" };
  return { loading: position < EAGER_CARDS ? "eager" : "lazy" };
}
