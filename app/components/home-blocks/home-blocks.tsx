// The home page blocks under the hero (spec §2 "Home page blocks"), in the agency's order. Each block's
// section and heading are server-rendered; a slider's or dropdown's body is a fixed-height placeholder until
// the block scrolls into view, then its code loads as its own chunk. Nothing below the fold therefore delays
// the first render, and the reserved height keeps the page from shifting. The mini branch search is plain
// HTML; a video section renders its text and fixed 16:9 frames, and loads the players 100 px early (spec §2).
import { lazy, Suspense, useId, type ComponentType } from "react";
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";
import { MiniBranchSearch } from "./mini-branch-search.tsx";
import { NoScriptFallback } from "./no-script-fallback.tsx";
import { useInView } from "../use-in-view.ts";
import { VideoSection } from "./video-section.tsx";

type BlockOf<T extends LoadedBlock["type"]> = Extract<LoadedBlock, { type: T }>;
type Bodies = { [T in LoadedBlock["type"]]: ComponentType<{ block: BlockOf<T> }> };

type LazyBlock = Exclude<LoadedBlock, { type: "miniBranchSearch" | "videoSection" }>;

const BODIES: Omit<Bodies, "miniBranchSearch" | "videoSection"> = {
  propertyCardSlider: lazy(() => import("./property-card-slider.tsx")),
  linkCardDropdown: lazy(() => import("./link-card-dropdown.tsx")),
  articleSlider: lazy(() => import("./article-slider.tsx")),
  officeSlider: lazy(() => import("./office-slider.tsx")),
  reviewSlider: lazy(() => import("./review-slider.tsx")),
};

/**
 * The height reserved for each lazy body (measured at 390 to 1366 px wide, with room to spare): a body never
 * grows past it when it loads, so nothing below it moves. Literal class names, so Tailwind generates them.
 */
export const BLOCK_MIN_HEIGHTS: Record<LazyBlock["type"], string> = {
  propertyCardSlider: "min-h-[480px]",
  linkCardDropdown: "min-h-[510px] md:min-h-[300px]",
  articleSlider: "min-h-[480px]",
  officeSlider: "min-h-[410px]",
  reviewSlider: "min-h-[290px]",
};

const headingOf = (block: LoadedBlock) =>
  block.type === "videoSection" ? (block.title ?? block.subtitle) : block.title;

export function HomeBlocks({ blocks }: { blocks: readonly LoadedBlock[] }) {
  if (!blocks.length) return null;
  return (
    <div className="flex flex-col">
      {blocks.map((block) => (
        <HomeBlockSection key={block.contentId} block={block} />
      ))}
    </div>
  );
}

function HomeBlockSection({ block }: { block: LoadedBlock }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-home-block={block.contentId}
      data-block-type={block.type}
      className="mx-auto w-full max-w-screen-2xl px-4 py-8"
    >
      <h2 id={headingId} className="mb-4 text-2xl font-semibold">
        {headingOf(block)}
      </h2>
      {block.type === "miniBranchSearch" ? (
        <MiniBranchSearch block={block} />
      ) : block.type === "videoSection" ? (
        <VideoSection block={block} />
      ) : (
        <LazyBody block={block} />
      )}
    </section>
  );
}

function LazyBody({ block }: { block: LazyBlock }) {
  const [ref, inView] = useInView<HTMLDivElement>("0px");
  const Body = BODIES[block.type] as ComponentType<{ block: typeof block }>;
  return (
    <div ref={ref} data-state={inView ? "loaded" : "placeholder"} className={BLOCK_MIN_HEIGHTS[block.type]}>
      {inView ? (
        <Suspense fallback={null}>
          <Body block={block} />
        </Suspense>
      ) : (
        <noscript>
          <NoScriptFallback block={block} />
        </noscript>
      )}
    </div>
  );
}
