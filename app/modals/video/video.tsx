// #/video/{id} (spec §2 "one video or virtual tour"; §2 Gallery modal: "The video modal index stops at the
// ends and its footer shows a counter"). The hash names the video on show, so stepping replaces the hash:
// a reload or a shared link opens the same one.
import { useTheme } from "../../client/app-state.tsx";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/icons.tsx";
import { videoOverlay } from "../../../domain/overlay-paths.ts";
import { propertyVideos, type PropertyVideo } from "../../../modules/content/model/video-embeds.ts";
import { useHashNavigate } from "../hash-navigation.ts";
import { useOverlayPageData } from "../page-data.ts";
import type { OverlayProps } from "../registry.ts";

export default function VideoModal({ params }: OverlayProps) {
  const { videos: links = [] } = useOverlayPageData();
  const { droppedVideoHosts } = useTheme().settings;
  const navigateHash = useHashNavigate();
  const videos = propertyVideos(links, droppedVideoHosts);
  if (videos.length === 0) return <p className="py-12 text-center">No video</p>;

  // An id that is not (or no longer) listed opens the first one rather than nothing.
  const index = Math.max(
    0,
    videos.findIndex((video) => video.id === params.id),
  );
  const video = videos[index]!;
  const goTo = (to: number) => navigateHash(videoOverlay(videos[to]!.id), { replace: true });

  return (
    <div className="flex flex-col gap-3">
      <VideoPlayer key={video.id} video={video} />
      <footer className="flex items-center justify-between gap-3">
        <button
          type="button"
          className="oh-icon-button disabled:opacity-40"
          aria-label="Previous video"
          disabled={index === 0}
          onClick={() => goTo(index - 1)}
        >
          <ChevronLeftIcon />
        </button>
        <p className="flex-1 text-center">
          <span className="block">{video.description}</span>
          <span className="text-sm" aria-live="polite">
            {index + 1}/{videos.length}
          </span>
        </p>
        <button
          type="button"
          className="oh-icon-button disabled:opacity-40"
          aria-label="Next video"
          disabled={index === videos.length - 1}
          onClick={() => goTo(index + 1)}
        >
          <ChevronRightIcon />
        </button>
      </footer>
    </div>
  );
}

function VideoPlayer({ video }: { video: PropertyVideo }) {
  // Only an allow-listed player reaches an iframe (the CSP's frame-src lists the same hosts); any other link
  // is the agency's to offer, in a tab of its own.
  if (!video.embedUrl) {
    return (
      <p className="flex aspect-video w-full items-center justify-center rounded bg-black/5 p-4 text-center">
        <a href={video.url} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
          Open {video.description} in a new tab
        </a>
      </p>
    );
  }
  return (
    <iframe
      src={video.embedUrl}
      title={video.description}
      className="aspect-video w-full rounded bg-black"
      allow="fullscreen; picture-in-picture; xr-spatial-tracking; gyroscope; accelerometer"
      // YouTube's player refuses to start without the embedding page's origin.
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
