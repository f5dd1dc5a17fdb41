// The page's images at the spec's gallery widths (spec §9 Media: 320 … 1160), by media key.
import { GALLERY_WIDTHS, mediaPath, widthOnly } from "../../../domain/media-sizes.ts";

export function galleryImageUrl(key: string, width: number): string {
  return mediaPath(widthOnly(width), key);
}

export function gallerySrcset(key: string): string {
  return GALLERY_WIDTHS.map((width) => `${galleryImageUrl(key, width)} ${width}w`).join(", ");
}
