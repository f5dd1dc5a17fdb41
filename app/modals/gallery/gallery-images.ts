// Which images a gallery hash shows, and their responsive sources (spec §2 "Gallery modal", §9 Media).
import { GALLERY_WIDTHS, mediaPath, widthOnly } from "../../../domain/media-sizes.ts";
import type { GalleryImage, OverlayPageData } from "../page-data.ts";

/**
 * Spec §2: "The page hash selects the image source: agricultural-sales-event, antiques-sales-event,
 * property-auction-sales-event, history-images, gallery-card-slider-expand, floorplan, epc-chart; otherwise
 * the property photos." The event galleries are whatever the page lists under their exact path.
 */
export function galleryImages(path: string, page: OverlayPageData): GalleryImage[] {
  if (path === "/floorplan") return page.floorplans ?? [];
  if (path === "/epc-chart") return page.epcCharts ?? [];
  if (path === "/property-images") return page.photos ?? [];
  return page.galleries?.[path] ?? [];
}

/** `/media/{W}x_/{key} {W}w, …` at the spec's gallery widths; empty for an image outside the media store. */
export function gallerySrcset(image: GalleryImage): string {
  const { key } = image;
  if (!key) return "";
  return GALLERY_WIDTHS.map((width) => `${mediaPath(widthOnly(width), key)} ${width}w`).join(", ");
}

/** The strip's thumbnail: the smallest gallery width; an image outside the media store as it is. */
export function galleryThumbnailUrl(image: GalleryImage): string {
  return image.key ? mediaPath(widthOnly(GALLERY_WIDTHS[0]), image.key) : image.url;
}

/**
 * The thumbnail buttons' names: "Photo 2 of 9" (issue 16); the floorplan and EPC galleries hold drawings,
 * so theirs read "Image 2 of 3".
 */
export function galleryItemName(path: string, index: number, count: number): string {
  const noun = path === "/floorplan" || path === "/epc-chart" ? "Image" : "Photo";
  return `${noun} ${index + 1} of ${count}`;
}
