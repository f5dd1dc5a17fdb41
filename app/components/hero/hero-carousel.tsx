// The hero carousel (spec §2 "hero carousel", §9 "Hero carousel autoplay 8000 ms"). A small fade written here
// rather than Embla: the slides never drag, and the first render's JavaScript stays small. The first image is
// server-rendered, preloaded and fetched first (the page's LCP element); the others are only added to the
// page when they are next, so they never compete with it.
// WCAG 2.2.2: autoplay stops on hover and focus within the hero (the caller tells us), and for good with the
// pause button. Under reduced motion it never starts, and the button offers to play it (issue 16: it said
// "Pause" over a still picture). Previous and next controls step with wrap-around. Semantics: the APG
// carousel pattern (a region with the "carousel" role description; "n of m" slide groups).
import { useEffect, useReducer, useState, useSyncExternalStore } from "react";
import { preload } from "react-dom";
import type { Hero } from "../../../modules/content/model/site-content.ts";
import { ImageStepButton } from "../image-step-button.tsx";
import { HERO_SIZES, heroImageUrl, heroSrcSet } from "./hero-media.ts";
import { PauseIcon, PlayIcon } from "./hero-icons.tsx";

export const HERO_AUTOPLAY_MS = 8000;

// The controls sit on a dark pill over the photo.
const CONTROL = "oh-icon-button hover:bg-white/15";

type Slides = { index: number; shown: ReadonlySet<number> };

type Props = {
  images: Hero["heroCarouselImages"];
  /** The pointer is over the hero, or the focus is inside it. */
  interrupted: boolean;
  /** prefers-reduced-motion (use-reduced-motion.ts, read by the hero for the carousel and the video alike). */
  reducedMotion: boolean;
};

export function HeroCarousel({ images, interrupted, reducedMotion }: Props) {
  const count = images.length;
  // Slides join the page once shown, and stay (so going back does not refetch); the next one is added after
  // hydration, so it is fetched in the background and ready when its turn comes.
  const [{ index, shown }, step] = useReducer(
    (state: Slides, by: number): Slides => {
      const next = (state.index + by + count) % count;
      return { index: next, shown: state.shown.has(next) ? state.shown : new Set([...state.shown, next]) };
    },
    { index: 0, shown: new Set([0]) },
  );
  // null until the visitor presses play or pause: then their choice wins over the reduced-motion setting.
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const first = images[0];
  const inPage = (i: number) => shown.has(i) || (hydrated && i === (index + 1) % count);

  if (first) {
    // React hoists this into <head> on the server: the browser starts the LCP image before it parses the body.
    preload(heroImageUrl(first.key), {
      as: "image",
      imageSrcSet: heroSrcSet(first.key),
      imageSizes: HERO_SIZES,
      fetchPriority: "high",
    });
  }

  const playing = playChoice ?? !reducedMotion;
  const rotating = count > 1 && playing && !interrupted;
  // Restarted by every change of slide, so a slide chosen with the buttons also gets its full 8 s.
  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(() => step(1), HERO_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [rotating, index]);

  if (!first) return null;

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Photo slideshow">
      <div className="absolute inset-0 -z-10">
        {images.map((image, i) =>
          inPage(i) ? (
            <div
              key={image.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              data-active={i === index}
              className="absolute inset-0 opacity-0 transition-opacity duration-700 data-[active=true]:opacity-100 motion-reduce:transition-none"
            >
              <img
                src={heroImageUrl(image.key)}
                srcSet={heroSrcSet(image.key)}
                sizes={HERO_SIZES}
                alt={image.alt}
                width={1500}
                height={1000}
                fetchPriority={i === 0 ? "high" : "low"}
                decoding={i === 0 ? "sync" : "async"}
                className="h-full w-full object-cover"
              />
              {image.caption ? (
                <p className="absolute bottom-3 left-4 rounded bg-black/60 px-2 py-1 text-sm text-white">
                  {image.caption}
                </p>
              ) : null}
            </div>
          ) : null,
        )}
        {/* A dark veil keeps the heading readable (AA) over any photo. */}
        <div className="absolute inset-0 bg-black/45" />
      </div>
      {count > 1 ? (
        <div className="absolute right-3 bottom-3 z-10 flex gap-1 rounded-full bg-black/60 text-white">
          <ImageStepButton by={-1} onStep={step} className={CONTROL} />
          <button
            type="button"
            className={CONTROL}
            aria-label={playing ? "Pause slideshow" : "Play slideshow"}
            onClick={() => setPlayChoice(!playing)}
          >
            {playing ? <PauseIcon /> : <PlayIcon />}
          </button>
          <ImageStepButton by={1} onStep={step} className={CONTROL} />
        </div>
      ) : null}
      {/* Announces a slide chosen with the buttons; silent while the slideshow turns by itself. */}
      <p className="sr-only" aria-live={rotating ? "off" : "polite"}>
        {`Image ${index + 1} of ${count}: ${images[index]?.alt ?? ""}`}
      </p>
    </div>
  );
}

const noSubscription = () => () => {};
