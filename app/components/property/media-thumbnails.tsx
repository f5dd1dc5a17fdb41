// Floorplan and EPC thumbnails (issue 4), each opening its gallery overlay (spec §2: #/floorplan, #/epc-chart).
import type { PropertyImage } from "../../../modules/listings/model/property-details.ts";
import { epcChartOverlay, floorplanOverlay, overlayHash } from "../../../domain/overlay-paths.ts";
import { galleryImageUrl } from "./gallery-srcset.ts";

const THUMBNAIL_WIDTH = 320;

export function MediaThumbnails({
  floorplans,
  epcCharts,
  epcRating,
}: {
  floorplans: PropertyImage[];
  epcCharts: PropertyImage[];
  epcRating: string | null;
}) {
  const items = [
    { label: "Floorplan", href: overlayHash(floorplanOverlay()), images: floorplans },
    {
      label: epcRating ? `EPC rating ${epcRating}` : "Energy performance certificate",
      href: overlayHash(epcChartOverlay()),
      images: epcCharts,
    },
  ].filter((item) => item.images.length > 0);
  if (!items.length) return null;
  return (
    <ul className="flex flex-wrap gap-4">
      {items.map(({ label, href, images }) => (
        <li key={href}>
          <a href={href} className="flex flex-col items-center gap-2 rounded-lg border border-black/10 p-2">
            <img
              src={galleryImageUrl(images[0]!.key, THUMBNAIL_WIDTH)}
              alt=""
              width={160}
              height={120}
              loading="lazy"
              className="h-30 w-40 object-contain"
            />
            <span>
              {label}
              {images.length > 1 ? ` (${images.length})` : ""}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
