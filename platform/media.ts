// Resized media (issue 2 item 4, spec §9 Media): originals under DATA_DIR/media, each accepted size rendered
// once with sharp and kept on disk under DATA_DIR/media-cache/{W}x{H}/{key}.{webp|jpg}.
import { randomUUID } from "node:crypto";
import { mkdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import {
  MAX_ASPECT_RATIO,
  ORIGINAL_MAX_WIDTH,
  formatMediaSize,
  parseMediaSize,
  type MediaSize,
} from "../domain/media-sizes.ts";

/** Lower-case keys with a known image extension; no dots elsewhere, so no `..` and no hidden files. */
export const MEDIA_KEY = /^[a-z0-9][a-z0-9/_-]*\.(?:jpg|jpeg|png|webp)$/;

export type MediaFormat = "webp" | "jpeg";

export type MediaLookup =
  | { kind: "file"; file: string; format: MediaFormat }
  | { kind: "bad-request"; reason: string }
  | { kind: "not-found" };

/** WebP only for clients that say they take it (every current browser does in its image Accept header). */
export function preferredFormat(accept: string | undefined): MediaFormat {
  return accept?.toLowerCase().includes("image/webp") ? "webp" : "jpeg";
}

/**
 * libvips keeps recent operations and their pixels in a cache (up to 50 MB and 100 operations by default) and
 * runs one thread per core for each image. Renditions are written to disk once and served from there, so the
 * cache never hits, and one thread per image keeps peaks small (docs/decisions/016-memory-footprint.md).
 */
export function limitSharpMemory(concurrency: number) {
  sharp.cache(false);
  sharp.concurrency(concurrency);
}

export function createMediaStore(options: { mediaDir: string; cacheDir: string }) {
  const mediaDir = path.resolve(options.mediaDir);
  const cacheDir = path.resolve(options.cacheDir);
  // Concurrent requests for one uncached file share one resize instead of racing to write it.
  const inFlight = new Map<string, Promise<void>>();

  async function lookup(sizeSegment: string, key: string, format: MediaFormat): Promise<MediaLookup> {
    const size = parseMediaSize(sizeSegment);
    if (!size) return { kind: "bad-request", reason: `Unsupported image size: ${sizeSegment}` };
    if (!MEDIA_KEY.test(key)) return { kind: "bad-request", reason: "Invalid media key" };
    const original = path.join(mediaDir, key);
    const cached = path.join(cacheDir, formatMediaSize(size), `${key}.${format === "webp" ? "webp" : "jpg"}`);
    // Belt and braces: the key pattern already rules out leaving the media folder.
    if (!original.startsWith(mediaDir + path.sep))
      return { kind: "bad-request", reason: "Invalid media key" };

    const source = await fileStat(original);
    if (!source?.isFile()) return { kind: "not-found" };
    const existing = await fileStat(cached);
    // A replaced original is newer than its renditions, which are then rendered again.
    if (!existing || existing.mtimeMs < source.mtimeMs) {
      let job = inFlight.get(cached);
      if (!job) {
        job = render(original, cached, size, format).finally(() => inFlight.delete(cached));
        inFlight.set(cached, job);
      }
      await job;
    }
    return { kind: "file", file: cached, format };
  }

  return { lookup, mediaDir, cacheDir };
}

export type MediaStore = ReturnType<typeof createMediaStore>;

async function render(original: string, target: string, size: MediaSize, format: MediaFormat) {
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
  const bytes =
    format === "webp"
      ? await image.webp({ quality: 80 }).toBuffer()
      : await image.flatten({ background: "#ffffff" }).jpeg({ quality: 80, progressive: true }).toBuffer();
  await mkdir(path.dirname(target), { recursive: true });
  // Write then rename: a reader never sees a half-written file, even across processes.
  const temporary = `${target}.${randomUUID()}.tmp`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

async function fileStat(file: string) {
  try {
    return await stat(file);
  } catch (error) {
    if (
      (error as NodeJS.ErrnoException).code === "ENOENT" ||
      (error as NodeJS.ErrnoException).code === "ENOTDIR"
    )
      return null;
    throw error;
  }
}
