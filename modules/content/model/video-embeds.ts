// Property videos and virtual tours as embeds (spec §9 Media: "Video links become embeds for several hosts (a
// video sharing site, a video hosting site, a drive file preview and others). Some virtual-tour hosts are used
// as they are; links from one tour host are dropped. Default descriptions 'Video' or 'Virtual Tour', numbered
// when repeated.")
//
// Agents paste share links, not embed links, so each known host's link is rewritten to its player:
//   YouTube (watch, youtu.be, shorts, live, embed) → https://www.youtube-nocookie.com/embed/{id} (no cookies
//     until the visitor plays it), Vimeo (public and unlisted) → https://player.vimeo.com/video/{id},
//   Google Drive file → https://drive.google.com/file/d/{id}/preview.
// The 3D tour hosts UK agencies use most serve their share link as the embeddable page, so it is used as is:
//   Matterport (my.matterport.com/show/?m=…), Kuula (kuula.co/share/…), EyeSpy360 (eyespy360.com/…).
// Only these hosts ever reach an <iframe>, and the document CSP's frame-src lists exactly EMBED_ORIGINS.
// Any other link is offered as a plain link that opens in a new tab; the agency's dropped hosts
// (theme setting `droppedVideoHosts`) are left out altogether.

export type VideoKind = "video" | "virtual_tour";

/** A video or tour as the page lists it (spec §3 "Video item: id, url, description"). */
export type VideoLink = { id: number | string; url: string; caption?: string | null; kind: VideoKind };

export type PropertyVideo = {
  id: string;
  kind: VideoKind;
  /** The agency's caption, or the numbered default ('Video', 'Video 2', 'Virtual Tour'). */
  description: string;
  /** The link as the agency gave it. */
  url: string;
  /** A player URL on an allow-listed host, or null when the link can only be opened. */
  embedUrl: string | null;
};

const YOUTUBE = "www.youtube-nocookie.com";
const VIMEO = "player.vimeo.com";
const DRIVE = "drive.google.com";
/** Tour hosts whose share link is itself the embeddable page. */
const AS_IS_HOSTS = ["my.matterport.com", "kuula.co", "eyespy360.com", "www.eyespy360.com"] as const;

/** Every origin an embed may come from: the CSP's frame-src is built from this list. */
export const EMBED_ORIGINS: readonly string[] = [YOUTUBE, VIMEO, DRIVE, ...AS_IS_HOSTS].map(
  (host) => `https://${host}`,
);

/**
 * The default of the theme setting `droppedVideoHosts`: Rightmove listing pages, which agents sometimes paste
 * into the tour field, are a portal's copy of the listing rather than a tour, and refuse to be framed.
 */
export const DEFAULT_DROPPED_VIDEO_HOSTS: readonly string[] = ["rightmove.co.uk"];

const DEFAULT_DESCRIPTION: Record<VideoKind, string> = { video: "Video", virtual_tour: "Virtual Tour" };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set([
  "youtube.com",
  "www.youtube.com",
  "m.youtube.com",
  "youtube-nocookie.com",
  "www.youtube-nocookie.com",
]);

function parseUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? parsed : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const segments = url.pathname.split("/").filter(Boolean);
  let id: string | null | undefined = null;
  if (url.hostname === "youtu.be") id = segments[0];
  else if (YOUTUBE_HOSTS.has(url.hostname)) {
    if (segments[0] === "watch") id = url.searchParams.get("v");
    else if (["shorts", "embed", "live", "v"].includes(segments[0] ?? "")) id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoEmbed(url: URL): string | null {
  if (url.hostname === VIMEO) {
    const [first, id] = url.pathname.split("/").filter(Boolean);
    if (first !== "video" || !id || !/^\d+$/.test(id)) return null;
    const hash = url.searchParams.get("h");
    return `https://${VIMEO}/video/${id}${hash && /^\w+$/.test(hash) ? `?h=${hash}` : ""}`;
  }
  if (url.hostname !== "vimeo.com" && url.hostname !== "www.vimeo.com") return null;
  // vimeo.com/{id}, vimeo.com/{id}/{hash} (unlisted), vimeo.com/channels/{name}/{id}
  const segments = url.pathname.split("/").filter(Boolean);
  const at = segments.findIndex((segment) => /^\d+$/.test(segment));
  if (at < 0) return null;
  const hash = segments[at + 1];
  const unlisted = hash && /^[0-9a-f]+$/.test(hash) ? `?h=${hash}` : "";
  return `https://${VIMEO}/video/${segments[at]}${unlisted}`;
}

function driveEmbed(url: URL): string | null {
  if (url.hostname !== DRIVE) return null;
  const match = /^\/file\/d\/([\w-]+)/.exec(url.pathname);
  const id = match?.[1] ?? (url.pathname === "/open" ? url.searchParams.get("id") : null);
  return id && /^[\w-]+$/.test(id) ? `https://${DRIVE}/file/d/${id}/preview` : null;
}

/** The player URL for a video or tour link, or null when its host is not one we embed. */
export function embedUrl(link: string): string | null {
  const url = parseUrl(link);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) return `https://${YOUTUBE}/embed/${youtube}`;
  const player = vimeoEmbed(url) ?? driveEmbed(url);
  if (player) return player;
  // Used as is, but always over HTTPS: a page served over HTTPS cannot frame plain HTTP.
  if ((AS_IS_HOSTS as readonly string[]).includes(url.hostname)) {
    url.protocol = "https:";
    return url.href;
  }
  return null;
}

/** True when the link's host is one of `hosts` or a subdomain of one ("rightmove.co.uk" covers www.). */
export function isOnHosts(link: string, hosts: readonly string[]): boolean {
  const hostname = parseUrl(link)?.hostname;
  if (!hostname) return false;
  return hosts.some((host) => {
    const bare = host.trim().toLowerCase().replace(/^\./, "");
    return bare !== "" && (hostname === bare || hostname.endsWith(`.${bare}`));
  });
}

/**
 * The videos and tours to show, in the page's order: links that are not web addresses or come from a dropped
 * host are left out; the rest get their player URL and a description ('Video', 'Video 2', … for those without
 * a caption, counted per kind).
 */
export function propertyVideos(
  links: readonly VideoLink[],
  droppedHosts: readonly string[] = DEFAULT_DROPPED_VIDEO_HOSTS,
): PropertyVideo[] {
  const defaultsUsed: Record<VideoKind, number> = { video: 0, virtual_tour: 0 };
  return links
    .filter((link) => parseUrl(link.url) !== null && !isOnHosts(link.url, droppedHosts))
    .map((link) => {
      const caption = link.caption?.trim();
      let description = caption;
      if (!description) {
        const n = ++defaultsUsed[link.kind];
        description = n === 1 ? DEFAULT_DESCRIPTION[link.kind] : `${DEFAULT_DESCRIPTION[link.kind]} ${n}`;
      }
      return {
        id: String(link.id),
        kind: link.kind,
        description,
        url: link.url.trim(),
        embedUrl: embedUrl(link.url),
      };
    });
}
