// A video section (spec §3 "Video section: videoUrls or videoUrl, subtitle, description"). Its text is
// server-rendered; each player sits in a fixed 16:9 frame and its iframe is only added when the section comes
// within 100 px of the viewport (spec §2 "video section 100px earlier"), so nothing moves when it loads.
import type { LoadedBlock } from "../../../modules/content/model/home-blocks.ts";
import { useInView } from "../use-in-view.ts";

export const VIDEO_ROOT_MARGIN = "100px";

export function VideoSection({ block }: { block: Extract<LoadedBlock, { type: "videoSection" }> }) {
  const [ref, inView] = useInView<HTMLDivElement>(VIDEO_ROOT_MARGIN);
  const heading = block.title ?? block.subtitle;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div className="flex flex-col gap-2">
        {block.title ? <p className="text-lg font-semibold">{block.subtitle}</p> : null}
        <p>{block.description}</p>
      </div>
      <div ref={ref} data-state={inView ? "loaded" : "placeholder"} className="flex flex-col gap-4">
        {block.embeds.map((src, index) => (
          <div key={src} className="aspect-video w-full overflow-hidden rounded-lg bg-black/10">
            {inView ? (
              <iframe
                src={src}
                title={block.embeds.length > 1 ? `${heading}: video ${index + 1}` : heading}
                allow="fullscreen; picture-in-picture"
                className="h-full w-full border-0"
              />
            ) : null}
          </div>
        ))}
      </div>
    </div>
  );
}
