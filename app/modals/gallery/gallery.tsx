// The gallery modal (spec §2 "Gallery modal"): photos, floorplans, EPC charts and the event galleries. The
// overlay host gives it its title, the close button, Escape and "a click outside returns to /".
import { useEffect, useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/icons.tsx";
import { wrapIndex } from "../../components/property-card/image-carousel.tsx";
import { useOverlayPageData, type GalleryImage } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";
import { galleryImages, gallerySrcset } from "./gallery-images.ts";
import { useSwipe } from "./swipe.ts";

// The dialog is at most 42rem wide with 1.5rem padding either side.
const IMAGE_SIZES = "(min-width: 44rem) 624px, calc(100vw - 5rem)";

export default function Gallery({ path, title }: OverlayProps) {
  const images = galleryImages(path, useOverlayPageData());
  if (images.length === 0) return <p className="py-12 text-center">No image</p>;
  // Keyed by path: another gallery hash starts again at its first image.
  return <GalleryViewer key={path} images={images} title={title} />;
}

function GalleryViewer({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const step = (by: number) => setIndex((i) => wrapIndex(i, by, images.length));
  const swipe = useSwipe(step);
  const several = images.length > 1;

  useEffect(() => {
    if (!several) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") setIndex((i) => wrapIndex(i, -1, images.length));
      else if (event.key === "ArrowRight") setIndex((i) => wrapIndex(i, 1, images.length));
      else return;
      event.preventDefault();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [several, images.length]);

  const image = images[index]!;
  const position = `${index + 1}/${images.length}`;
  return (
    <figure className="flex flex-col gap-3">
      <div className="touch-pan-y select-none" {...swipe}>
        <img
          src={image.url}
          srcSet={gallerySrcset(image) || undefined}
          sizes={IMAGE_SIZES}
          alt={image.caption || `${title} ${index + 1} of ${images.length}`}
          draggable={false}
          decoding="async"
          className="mx-auto max-h-[60vh] w-auto max-w-full object-contain"
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        {several ? (
          <button
            type="button"
            className="oh-icon-button"
            aria-label="Previous image"
            onClick={() => step(-1)}
          >
            <ChevronLeftIcon />
          </button>
        ) : null}
        <figcaption className="flex-1 text-center">
          {image.caption ? <span className="block">{image.caption}</span> : null}
          <span className="text-sm" aria-live="polite">
            {position}
          </span>
        </figcaption>
        {several ? (
          <button type="button" className="oh-icon-button" aria-label="Next image" onClick={() => step(1)}>
            <ChevronRightIcon />
          </button>
        ) : null}
      </div>
    </figure>
  );
}
