// The card's photos (spec §4 "Property card tags": the carousel steps forward and back with wrap-around;
// arrows appear with more than one photo). Only the photo on show is in the page, so the others cost nothing
// until the visitor steps to them.
import { useState } from "react";
import { ArrowLeftIcon, ArrowRightIcon } from "./card-icons.tsx";
import type { CardPhotoLink } from "../../../modules/listings/model/property-card.ts";
import { CARD_IMAGE_SIZES, type CardImageLoading } from "./card-image.ts";
import { cardSrcset } from "../../../domain/media-sizes.ts";

// 44 px targets on a light disc, readable over any photo.
const ARROW =
  "absolute top-1/2 inline-flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-ink shadow hover:bg-white";

/** The index after stepping by `step` (±1) through `count` photos, wrapping at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  return (((index + step) % count) + count) % count;
}

export function ImageCarousel({
  photos,
  loading,
  addressLabel,
}: {
  photos: CardPhotoLink[];
  loading: CardImageLoading;
  /** Names the property in the arrow labels: several cards share a page. */
  addressLabel: string;
}) {
  const [index, setIndex] = useState(0);
  const photo = photos[index];
  if (!photo) {
    return <div className="aspect-[408/250] w-full bg-black/10" role="img" aria-label="No photo" />;
  }
  const step = (by: number) => setIndex((i) => wrapIndex(i, by, photos.length));
  return (
    <div className="relative">
      <img
        src={photo.url}
        srcSet={cardSrcset(photo.url)}
        sizes={CARD_IMAGE_SIZES}
        alt={photo.imageAlt}
        width={408}
        height={250}
        // Stepping to another photo is the visitor's request: load it at once.
        loading={index === 0 ? loading.loading : "eager"}
        fetchPriority={index === 0 ? loading.fetchPriority : undefined}
        decoding="async"
        className="aspect-[408/250] w-full object-cover"
      />
      {photos.length > 1 ? (
        <>
          <button
            type="button"
            className={`${ARROW} left-2`}
            aria-label={`Previous photo of ${addressLabel}`}
            onClick={() => step(-1)}
          >
            <ArrowLeftIcon />
          </button>
          <button
            type="button"
            className={`${ARROW} right-2`}
            aria-label={`Next photo of ${addressLabel}`}
            onClick={() => step(1)}
          >
            <ArrowRightIcon />
          </button>
          <p className="absolute bottom-2 left-2 rounded bg-black/70 px-2 py-0.5 text-xs text-white">
            <span className="sr-only">Photo </span>
            {index + 1}/{photos.length}
          </p>
        </>
      ) : null}
    </div>
  );
}
