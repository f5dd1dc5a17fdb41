// The home page hero (spec §2 "Home page blocks": hero carousel, hero video, hero search form): the agency's
// heading and search form over its carousel or video background. The whole hero is the carousel's "hover
// and focus" area: someone reading the heading or filling in the form is never chased by a moving picture.
import { lazy, Suspense, useMemo, useState, type CSSProperties, type ReactNode } from "react";
import type { Hero as HeroContent } from "../../../modules/content/model/site-content.ts";
import { deferHydration } from "../deferred-hydration.tsx";
import { HeroCarousel } from "./hero-carousel.tsx";
import { useReducedMotion } from "./use-reduced-motion.ts";

// The search form works as a plain HTML form (GET /search) until its code loads, when the visitor first points
// at it, touches it or tabs into it (issue 13: a third of the home page's JavaScript is this form's).
const HeroSearchForm = deferHydration(
  () => import("./hero-search-form.tsx").then((module) => module.HeroSearchForm),
  "interaction",
);

// Only agencies with a video background need its code: its own chunk, still server-rendered.
const HeroVideo = lazy(() => import("./hero-video.tsx").then((m) => ({ default: m.HeroVideo })));

export type HeroProps = { hero: HeroContent; heading: string };

export function Hero({ hero, heading }: HeroProps) {
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const firstImage = hero.heroCarouselImages[0] ?? null;
  // heroSearchBg / heroSearchTabsBg (spec §3) are colours or image URLs of the agency's; only colours are
  // taken as they are, so a URL cannot smuggle CSS in.
  // The same object while the colour is the same, so hovering the hero does not hand the form new props.
  const searchStyle = useMemo(() => colourStyle(hero.heroSearchBg), [hero.heroSearchBg]);

  return (
    <section
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden bg-footer text-white"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
      }}
    >
      <WithReducedMotion>
        {(reducedMotion) =>
          hero.videoBackground ? (
            <Suspense fallback={null}>
              <HeroVideo
                src={hero.videoBackground}
                posterKey={firstImage?.key ?? null}
                reducedMotion={reducedMotion}
              />
            </Suspense>
          ) : (
            <HeroCarousel
              images={hero.heroCarouselImages}
              interrupted={hovered || focusWithin}
              reducedMotion={reducedMotion}
            />
          )
        }
      </WithReducedMotion>
      <div className="mx-auto flex min-h-[34rem] max-w-screen-2xl flex-col justify-center gap-6 px-4 pt-12 pb-20 md:min-h-[36rem]">
        <h1
          id="hero-heading"
          className="max-w-3xl text-3xl font-bold [text-shadow:0_1px_3px_rgb(0_0_0/0.6)] md:text-5xl"
        >
          {heading}
        </h1>
        <HeroSearchForm hero={hero} panelStyle={searchStyle} />
      </div>
    </section>
  );
}

/** Reads prefers-reduced-motion for the carousel and the video alike: one module in the home page's chunk, not
 * a chunk shared with the video's (issue 13: each file's gzip costs its own header). Its own component, so the
 * browser's answer, which differs from the server's assumption, renders the background again and not the
 * whole hero. */
function WithReducedMotion({ children }: { children: (reducedMotion: boolean) => ReactNode }) {
  return children(useReducedMotion());
}

function colourStyle(value: string | null | undefined): CSSProperties | undefined {
  return value && /^#[0-9a-fA-F]{3,8}$/.test(value) ? { backgroundColor: value } : undefined;
}
