// Hero image URLs (spec §9 Media: "Hero image widths: 328, 472, 616, 904, 1152, 1189, 1500"; "Image URL size
// pattern WxH with _ for unset"). The hero spans the viewport, so the browser picks by viewport width.
import { HERO_WIDTHS, mediaPath, widthOnly } from "../../../domain/media-sizes.ts";

export const HERO_SIZES = "100vw";
const LARGEST = HERO_WIDTHS[HERO_WIDTHS.length - 1]!;

export const heroImageUrl = (key: string, width: number = LARGEST) => mediaPath(widthOnly(width), key);

export function heroSrcSet(key: string): string {
  return HERO_WIDTHS.map((width) => `${heroImageUrl(key, width)} ${width}w`).join(", ");
}
