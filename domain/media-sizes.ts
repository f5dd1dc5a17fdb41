// The image sizes the site asks for, and nothing else: every accepted size is a file in the disk cache,
// so an open-ended list would let anyone fill the disk (issue 2 item 4).

// spec §9 Media: gallery image widths.
export const GALLERY_WIDTHS = [320, 375, 414, 575, 768, 992, 1160] as const;
// spec §9 Media: hero image widths.
export const HERO_WIDTHS = [328, 472, 616, 904, 1152, 1189, 1500] as const;
// spec §9 Media: card image widths by breakpoint (430 is listed twice there).
export const CARD_WIDTHS = [320, 375, 414, 575, 768, 430, 550] as const;
// spec §9 Media: "default 408 by 250", the only size the spec gives a height for.
export const DEFAULT_CARD_SIZE = { width: 408, height: 250 } as const;
/** `_x_` (both sides unset) serves the original re-encoded, scaled down to at most this width. */
export const ORIGINAL_MAX_WIDTH = 1600;
/**
 * How many times taller than wide (or wider than tall) an image may be (issue 43 Low). Feeds' photos beyond it
 * are refused at import; renditions are bounded by it, so 1,600 × 10 stays within WebP's 16,383 pixels.
 */
export const MAX_ASPECT_RATIO = 10;

export const ACCEPTED_WIDTHS: ReadonlySet<number> = new Set([
  ...GALLERY_WIDTHS,
  ...HERO_WIDTHS,
  ...CARD_WIDTHS,
  DEFAULT_CARD_SIZE.width,
]);

/** A requested size; null means "unset" (`_` in the URL, spec §9 "WxH with _ for unset"). */
export type MediaSize = { width: number | null; height: number | null };

const SIDE = /^(?:_|[1-9][0-9]{0,4})$/;

/**
 * Parses the `{W}x{H}` URL segment. Any width from the spec's lists may stand alone (`{W}x_`); a height is
 * accepted only as the default card size 408x250; `_x_` asks for the original. Anything else is null.
 */
export function parseMediaSize(segment: string): MediaSize | null {
  const parts = segment.split("x");
  if (parts.length !== 2) return null;
  const [w, h] = parts as [string, string];
  if (!SIDE.test(w) || !SIDE.test(h)) return null;
  const width = w === "_" ? null : Number(w);
  const height = h === "_" ? null : Number(h);
  if (height !== null) {
    return width === DEFAULT_CARD_SIZE.width && height === DEFAULT_CARD_SIZE.height
      ? { width, height }
      : null;
  }
  if (width !== null && !ACCEPTED_WIDTHS.has(width)) return null;
  return { width, height };
}

/** The canonical segment of a size, as used in URLs and cache paths. */
export function formatMediaSize(size: MediaSize): string {
  return `${size.width ?? "_"}x${size.height ?? "_"}`;
}

/** A media key as URL path segments: percent-encoded, the slashes of its folders kept. */
export const mediaKeySegments = (key: string) => encodeURIComponent(key).replaceAll("%2F", "/");

/** The folder of one size, "/media/{W}x{H}/" (spec §9 Media "Image URL size pattern WxH with _ for unset"). */
export const mediaSizeFolder = (size: MediaSize) => `/media/${formatMediaSize(size)}/`;

/** The URL of a media key at a size: "/media/{W}x{H}/{key}". */
export const mediaPath = (size: MediaSize, key: string) => `${mediaSizeFolder(size)}${mediaKeySegments(key)}`;

/** A width alone, the height left to the image's proportions (`{W}x_`). */
export const widthOnly = (width: number): MediaSize => ({ width, height: null });

/**
 * The `<img srcset>` of a card photo at the spec's card widths, from its default-size URL
 * ("/media/408x250/{key}" → "/media/320x_/{key} 320w, …"): derived in the browser, so search results do not
 * carry the same list 24 × 12 times.
 */
export function cardSrcset(cardPhotoUrl: string): string {
  const prefix = mediaSizeFolder(DEFAULT_CARD_SIZE);
  if (!cardPhotoUrl.startsWith(prefix)) return "";
  // Still encoded: it goes back into a URL as it came.
  const keySegments = cardPhotoUrl.slice(prefix.length);
  return [...new Set(CARD_WIDTHS)]
    .sort((a, b) => a - b)
    .map((width) => `${mediaSizeFolder(widthOnly(width))}${keySegments} ${width}w`)
    .join(", ");
}
