// The page's images at the spec's gallery widths (spec §9 Media: 320 … 1160), by media key.
import { GALLERY_WIDTHS } from "../../../domain/media-sizes.ts";

const encodeKey = (key: string) => encodeURIComponent(key).replaceAll("%2F", "/");

export function galleryImageUrl(key: string, width: number): string {
  return `/media/${width}x_/${encodeKey(key)}`;
}

export function gallerySrcset(key: string): string {
  return GALLERY_WIDTHS.map((width) => `${galleryImageUrl(key, width)} ${width}w`).join(", ");
}
