// The hero's video background (spec §2 "hero video", §3 videoBackground): muted, inline, looping, with the
// first carousel image as its poster. It only plays once the browser says motion is welcome
// (prefers-reduced-motion), and a pause button stops it for good (WCAG 2.2.2).
import { useEffect, useRef, useState } from "react";
import { heroImageUrl } from "./hero-media.ts";
import { PauseIcon, PlayIcon } from "./hero-icons.tsx";

export function HeroVideo({
  src,
  posterKey,
  reducedMotion,
}: {
  src: string;
  posterKey: string | null;
  /** prefers-reduced-motion, read by the hero (use-reduced-motion.ts). */
  reducedMotion: boolean;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [stopped, setStopped] = useState(false);
  const playing = !reducedMotion && !stopped;

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    // play() rejects when the browser blocks it; the poster then stays, which is fine.
    if (playing) element.play().catch(() => {});
    else element.pause();
  }, [playing]);

  return (
    <>
      <div className="absolute inset-0 -z-10">
        <video
          ref={video}
          className="h-full w-full object-cover"
          muted
          playsInline
          loop
          preload={reducedMotion ? "none" : "metadata"}
          poster={posterKey ? heroImageUrl(posterKey, 1152) : undefined}
          aria-hidden="true"
          tabIndex={-1}
        >
          <source src={src} />
        </video>
        {/* A dark veil keeps the heading readable (AA) over any frame. */}
        <div className="absolute inset-0 bg-black/45" />
      </div>
      {reducedMotion ? null : (
        <button
          type="button"
          className="oh-icon-button absolute right-3 bottom-3 z-10 bg-black/60 text-white hover:bg-black/75"
          aria-label={stopped ? "Play background video" : "Pause background video"}
          onClick={() => setStopped((s) => !s)}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
    </>
  );
}
