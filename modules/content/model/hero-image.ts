// A carousel picture uploaded in the back office (issue 15 item 1) is cropped to the hero's shape before it is
// stored: the hero draws its pictures at 3:2 (app/components/hero/hero-carousel.tsx, width 1500 by 1000) at the
// spec's hero widths (domain/media-sizes.ts HERO_WIDTHS), so every served width shows what the editor chose.
// The editor picks which part to keep with a focal position; the largest 3:2 area there is kept.
import { HERO_WIDTHS } from "../../../domain/media-sizes.ts";

export const HERO_ASPECT = { width: 3, height: 2 } as const;
/** The stored picture's width at most: the largest hero width (smaller uploads are not enlarged). */
export const HERO_STORED_WIDTH = HERO_WIDTHS[HERO_WIDTHS.length - 1]!;

export const HERO_FOCUS_OPTIONS = [
  { value: "centre", label: "The middle" },
  { value: "top", label: "The top" },
  { value: "bottom", label: "The bottom" },
  { value: "left", label: "The left" },
  { value: "right", label: "The right" },
] as const;
export type HeroFocus = (typeof HERO_FOCUS_OPTIONS)[number]["value"];

export const heroFocusOf = (text: string | undefined): HeroFocus =>
  HERO_FOCUS_OPTIONS.find((option) => option.value === text)?.value ?? "centre";

export type CropArea = { left: number; top: number; width: number; height: number };

/** The largest 3:2 area of a width × height picture, placed at the focus (top/bottom move it up and down only). */
export function heroCropArea(width: number, height: number, focus: HeroFocus): CropArea {
  const ratio = HERO_ASPECT.width / HERO_ASPECT.height;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(cropWidth / ratio));
  const spareX = width - cropWidth;
  const spareY = height - cropHeight;
  const left = focus === "left" ? 0 : focus === "right" ? spareX : Math.floor(spareX / 2);
  const top = focus === "top" ? 0 : focus === "bottom" ? spareY : Math.floor(spareY / 2);
  return { left, top, width: cropWidth, height: cropHeight };
}

/** The stored size of a crop: no wider than the largest hero width, still 3:2. */
export function heroStoredSize(crop: Pick<CropArea, "width">): { width: number; height: number } {
  const width = Math.min(crop.width, HERO_STORED_WIDTH);
  return { width, height: Math.round((width * HERO_ASPECT.height) / HERO_ASPECT.width) };
}
