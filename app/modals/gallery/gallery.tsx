// The gallery modal (spec §2 "Gallery modal"): photos, floorplans, EPC charts and the event galleries. The
// overlay host gives it its title, the close button, Escape, "a click outside returns to /" and the return of
// focus to what opened it. Issue 16: it fills the window (the registry's "fullscreen" kind), each image as
// large as it fits without cropping, with a strip of thumbnails and a full-screen control.
import { useEffect, useRef, useState, type RefObject } from "react";
import { EnterFullScreenIcon, ExitFullScreenIcon } from "../../components/icons.tsx";
import { ImageStepButton } from "../../components/image-step-button.tsx";
import { wrapIndex } from "../../components/property-card/image-carousel.tsx";
import { useOverlayPageData, type GalleryImage } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";
import { galleryImages, galleryItemName, gallerySrcset, galleryThumbnailUrl } from "./gallery-images.ts";
import { useSwipe } from "./swipe.ts";

// The image box is the window less the overlay's 1rem padding either side.
const IMAGE_SIZES = "calc(100vw - 2rem)";

export default function Gallery({ path, title, close }: OverlayProps) {
  const images = galleryImages(path, useOverlayPageData());
  if (images.length === 0) return <p className="py-12 text-center">No image</p>;
  // Keyed by path: another gallery hash starts again at its first image.
  return <GalleryViewer key={path} path={path} images={images} title={title} close={close} />;
}

type ViewerProps = { path: string; images: GalleryImage[]; title: string; close: () => void };

function GalleryViewer({ path, images, title, close }: ViewerProps) {
  const [index, setIndex] = useState(0);
  const step = (by: number) => setIndex((i) => wrapIndex(i, by, images.length));
  const swipe = useSwipe(step);
  // Spec §2: "A click outside returns to /": the gallery fills the window, so outside is the space around
  // the image. Only a click that also began there: a swipe that ends beside the image is not one.
  const pressedBeside = useRef(false);
  const several = images.length > 1;
  const figure = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!several) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === "ArrowLeft") setIndex((i) => wrapIndex(i, -1, images.length));
      else if (event.key === "ArrowRight") setIndex((i) => wrapIndex(i, 1, images.length));
      else if (event.key === "Home") setIndex(0);
      else if (event.key === "End") setIndex(images.length - 1);
      else return;
      event.preventDefault();
    }
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [several, images.length]);

  const image = images[index]!;
  const position = `${index + 1}/${images.length}`;
  return (
    <figure ref={figure} className="flex min-h-0 flex-1 flex-col gap-3">
      <div
        className="flex min-h-0 flex-1 touch-pan-y items-center justify-center select-none"
        {...swipe}
        onPointerDown={(event) => {
          pressedBeside.current = event.target === event.currentTarget;
          swipe.onPointerDown(event);
        }}
        onClick={(event) => {
          if (pressedBeside.current && event.target === event.currentTarget) close();
        }}
      >
        {/* Its srcset's w descriptors make the chosen file as wide as `sizes` says, so max-h/max-w scale it
            to the largest size that fits, never cropped. */}
        <img
          src={image.url}
          srcSet={gallerySrcset(image) || undefined}
          sizes={IMAGE_SIZES}
          alt={image.caption || `${title} ${index + 1} of ${images.length}`}
          draggable={false}
          decoding="async"
          className="max-h-full max-w-full object-contain"
        />
      </div>
      <div className="flex items-center justify-between gap-3">
        {several ? <ImageStepButton by={-1} onStep={step} /> : null}
        <figcaption className="flex-1 text-center">
          {image.caption ? <span className="block">{image.caption}</span> : null}
          <span className="text-sm" aria-live="polite">
            {position}
          </span>
        </figcaption>
        {several ? <ImageStepButton by={1} onStep={step} /> : null}
        <FullScreenButton target={figure} />
      </div>
      {several ? (
        <ThumbnailStrip
          images={images}
          current={index}
          name={(i) => galleryItemName(path, i, images.length)}
          onChoose={setIndex}
        />
      ) : null}
    </figure>
  );
}

function ThumbnailStrip({
  images,
  current,
  name,
  onChoose,
}: {
  images: GalleryImage[];
  current: number;
  name: (index: number) => string;
  onChoose: (index: number) => void;
}) {
  const strip = useRef<HTMLUListElement>(null);
  // The current thumbnail stays in sight as the arrows or a swipe move along a strip wider than the window.
  useEffect(() => {
    strip.current
      ?.querySelector("[aria-current]")
      ?.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
  }, [current]);
  return (
    <ul
      ref={strip}
      aria-label="Thumbnails"
      className="mx-auto flex w-fit max-w-full shrink-0 gap-2 overflow-x-auto p-1"
    >
      {images.map((image, i) => (
        <li key={`${i}-${image.url}`} className="shrink-0">
          <button
            type="button"
            aria-label={name(i)}
            aria-current={i === current ? "true" : undefined}
            onClick={() => onChoose(i)}
            className="block overflow-hidden rounded border-2 border-transparent opacity-75 hover:opacity-100 aria-current:border-brand aria-current:opacity-100"
          >
            <img
              src={galleryThumbnailUrl(image)}
              alt=""
              width={96}
              height={64}
              loading="lazy"
              draggable={false}
              className="h-16 w-24 object-cover"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The Fullscreen API (issue 16) where the browser offers it for elements; elsewhere (iPhone Safari) the
 * overlay already fills the window, so there is no button. The whole dialog goes full screen, so its title,
 * close button and focus trap come along; Escape first leaves full screen (the browser's own), then closes.
 */
function FullScreenButton({ target }: { target: RefObject<HTMLElement | null> }) {
  const [full, setFull] = useState(false);
  useEffect(() => {
    const onChange = () => setFull(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", onChange);
    return () => {
      document.removeEventListener("fullscreenchange", onChange);
      // Closing the gallery leaves full screen too.
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => {});
    };
  }, []);
  if (typeof document === "undefined" || !document.fullscreenEnabled) return null;
  return (
    <button
      type="button"
      className="oh-icon-button"
      aria-label={full ? "Exit full screen" : "Full screen"}
      onClick={() => {
        const dialog = target.current?.closest<HTMLElement>("[role=dialog]");
        if (full) void document.exitFullscreen();
        else void dialog?.requestFullscreen().catch((error: unknown) => console.error("Full screen", error));
      }}
    >
      {full ? <ExitFullScreenIcon /> : <EnterFullScreenIcon />}
    </button>
  );
}
