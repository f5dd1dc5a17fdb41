// Resized media (issue 2 item 4, spec §9 Media): originals in the originals store (DATA_DIR/media by default),
// each accepted size rendered once with sharp and kept in the renditions store (DATA_DIR/media-cache by default)
// under {W}x{H}/{key}.{webp|jpg}. On an object store the renditions are kept there too, so each is rendered once
// for every machine (docs/decisions/030-media-on-an-object-store.md).
import sharp from "sharp";
import {
  MAX_ASPECT_RATIO,
  ORIGINAL_MAX_WIDTH,
  formatMediaSize,
  parseMediaSize,
  type MediaSize,
} from "../domain/media-sizes.ts";
import type { MediaStores, StoredObjectInfo } from "./media-stores.ts";

/** Lower-case keys with a known image extension; no dots elsewhere, so no `..` and no hidden files. */
export const MEDIA_KEY = /^[a-z0-9][a-z0-9/_-]*\.(?:jpg|jpeg|png|webp)$/;

export type MediaFormat = "webp" | "jpeg";

export type MediaLookup =
  | { kind: "found"; key: string; info: StoredObjectInfo; format: MediaFormat }
  | { kind: "bad-request"; reason: string }
  | { kind: "not-found" };

/** WebP only for clients that say they take it (every current browser does in its image Accept header). */
export function preferredFormat(accept: string | undefined): MediaFormat {
  return accept?.toLowerCase().includes("image/webp") ? "webp" : "jpeg";
}

/**
 * libvips keeps recent operations and their pixels in a cache (up to 50 MB and 100 operations by default) and
 * runs one thread per core for each image. Renditions are written to their store once and served from there, so the
 * cache never hits, and one thread per image keeps peaks small (docs/decisions/016-memory-footprint.md).
 */
export function limitSharpMemory(concurrency: number) {
  sharp.cache(false);
  sharp.concurrency(concurrency);
}

/** Renditions of the originals, looked up by size and key; a found one is `key` in `stores.renditions`. */
export function createRenditions({ originals, renditions }: MediaStores) {
  // Concurrent requests for one uncached rendition share one resize instead of racing to write it.
  const inFlight = new Map<string, Promise<StoredObjectInfo>>();

  async function lookup(sizeSegment: string, key: string, format: MediaFormat): Promise<MediaLookup> {
    const size = parseMediaSize(sizeSegment);
    if (!size) return { kind: "bad-request", reason: `Unsupported image size: ${sizeSegment}` };
    if (!MEDIA_KEY.test(key)) return { kind: "bad-request", reason: "Invalid media key" };
    const cached = `${formatMediaSize(size)}/${key}.${format === "webp" ? "webp" : "jpg"}`;

    const [source, existing] = await Promise.all([originals.stat(key), renditions.stat(cached)]);
    if (!source) return { kind: "not-found" };
    // A replaced original is newer than its renditions, which are then rendered again.
    if (existing && existing.modified.getTime() >= source.modified.getTime()) {
      return { kind: "found", key: cached, info: existing, format };
    }
    let job = inFlight.get(cached);
    if (!job) {
      job = render(key, cached, size, format).finally(() => inFlight.delete(cached));
      inFlight.set(cached, job);
    }
    return { kind: "found", key: cached, info: await job, format };
  }

  async function render(key: string, cached: string, size: MediaSize, format: MediaFormat) {
    const original = await originals.read(key);
    if (!original) throw new Error(`The original ${key} went while its rendition was drawn`);
    await renditions.write(cached, await draw(original, size, format));
    const written = await renditions.stat(cached);
    if (!written) throw new Error(`The rendition ${cached} was written but is not there`);
    return written;
  }

  return { lookup, renditions };
}

export type Renditions = ReturnType<typeof createRenditions>;

/** Each set of stores' renditions, made on first use and kept: one agency's concurrent requests share one resize. */
export function renditionsByStores(): (stores: MediaStores) => Renditions {
  const made = new WeakMap<MediaStores, Renditions>();
  return (stores) => {
    let renditions = made.get(stores);
    if (!renditions) made.set(stores, (renditions = createRenditions(stores)));
    return renditions;
  };
}

async function draw(original: Buffer, size: MediaSize, format: MediaFormat): Promise<Buffer> {
  const image = sharp(original).rotate(); // honour EXIF orientation before resizing
  if (size.width !== null && size.height !== null) {
    image.resize({ width: size.width, height: size.height, fit: "cover" });
  } else {
    const width = size.width ?? ORIGINAL_MAX_WIDTH;
    // Bounded height too: a very tall original (1,600 × 160,000) scaled to a width alone would be taller than
    // JPEG or WebP can encode, and the request would fail (issue 43 Low).
    image.resize({
      width,
      height: size.height ?? width * MAX_ASPECT_RATIO,
      fit: "inside",
      withoutEnlargement: true,
    });
  }
  return format === "webp"
    ? await image.webp({ quality: 80 }).toBuffer()
    : await image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, progressive: true }).toBuffer();
}
