// Media bytes into the store (issue 12 "Sync rules"; also the back office's uploads): a feed's photos, floor plans and
// EPC graphs, stored once per content (the key is the SHA-256 of the bytes), oversized or GIF originals normalised
// to a JPEG the resize pipeline (platform/media.ts) serves at every size. PDFs (EPC certificates) are kept beside them.
import { createHash } from "node:crypto";
import sharp from "sharp";
import { MAX_ASPECT_RATIO, ORIGINAL_MAX_WIDTH } from "../domain/media-sizes.ts";
import type { MediaStore } from "./media-stores.ts";

export type StoredMedia = { mediaKey: string | null; contentHash: string; document: boolean };

/** The largest document (a brochure PDF) a feed may send: docs/feeds.md "Documents". */
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;

const KEPT_FORMATS: Record<string, string> = { jpeg: "jpg", png: "png", webp: "webp" };

export const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

const exists = async (store: MediaStore, key: string) => (await store.stat(key)) !== null;

/** A PDF by its first bytes, `%PDF-` (ISO 32000 §7.5.2), whatever its name or declared type says. */
const isPdf = (bytes: Uint8Array) => Buffer.from(bytes.subarray(0, 5)).toString("latin1") === "%PDF-";

/** Where a stored document lives in the originals store; GET /documents/{hash}/{name}.pdf serves it. */
export const documentKey = (contentHash: string) => `feeds/documents/${contentHash}.pdf`;

/**
 * Stores a feed's document (issue 36 item 4) once per content. Throws with the reason, for the import's
 * warning, when the bytes are not a PDF or pass DOCUMENT_MAX_BYTES.
 */
export async function storeDocumentBytes(
  media: MediaStore,
  bytes: Uint8Array,
): Promise<StoredMedia & { mediaKey: string; byteSize: number }> {
  if (bytes.byteLength > DOCUMENT_MAX_BYTES) {
    throw new Error(`it is larger than ${DOCUMENT_MAX_BYTES / 1024 / 1024} MB; left out`);
  }
  if (!isPdf(bytes)) throw new Error("it is not a PDF (it does not start with %PDF-); left out");
  const contentHash = sha256(bytes);
  const mediaKey = documentKey(contentHash);
  if (!(await exists(media, mediaKey))) await media.write(mediaKey, bytes);
  return { mediaKey, contentHash, document: true, byteSize: bytes.byteLength };
}

/**
 * Stores an image or PDF's bytes in the originals store once; the same bytes from any listing or any import map
 * to the same key. Throws when the bytes are neither a readable image nor a PDF.
 */
export async function storeMediaBytes(
  media: MediaStore,
  bytes: Uint8Array,
  /** What this import already stored, by hash: a photo 1,000 listings share is looked up in the store once. */
  seen?: Map<string, StoredMedia>,
): Promise<StoredMedia> {
  const contentHash = sha256(bytes);
  const known = seen?.get(contentHash);
  if (known) return known;
  const stored = await storeOnce(media, bytes, contentHash);
  seen?.set(contentHash, stored);
  return stored;
}

async function storeOnce(media: MediaStore, bytes: Uint8Array, contentHash: string): Promise<StoredMedia> {
  const shard = contentHash.slice(0, 2);
  if (isPdf(bytes)) {
    const key = documentKey(contentHash);
    if (!(await exists(media, key))) await media.write(key, bytes);
    return { mediaKey: null, contentHash, document: true };
  }
  // Asked together: on an object store each question is a round trip.
  const candidates = ["jpg", "png", "webp"].map((extension) => `feeds/${shard}/${contentHash}.${extension}`);
  const found = await Promise.all(candidates.map((key) => exists(media, key)));
  const storedKey = candidates.find((_, i) => found[i]);
  if (storedKey) return { mediaKey: storedKey, contentHash, document: false };
  const metadata = await sharp(bytes).metadata();
  const { width = 0, height = 0 } = metadata;
  if (width > 0 && height > 0 && Math.max(width, height) > MAX_ASPECT_RATIO * Math.min(width, height)) {
    // A strip 100 times taller than wide is no photo a visitor can see (issue 43 Low); the caller warns.
    throw new Error(
      `it is ${width} × ${height} pixels, more than ${MAX_ASPECT_RATIO} times as ${height > width ? "tall as it is wide" : "wide as it is tall"}; left out`,
    );
  }
  const kept = metadata.format ? KEPT_FORMATS[metadata.format] : undefined;
  if (kept && (metadata.width ?? 0) <= ORIGINAL_MAX_WIDTH) {
    const key = `feeds/${shard}/${contentHash}.${kept}`;
    await media.write(key, bytes);
    return { mediaKey: key, contentHash, document: false };
  }
  // GIFs, TIFFs and very large photos: one JPEG original no wider than the largest size ever served.
  const normalised = await sharp(bytes)
    .rotate()
    .resize({ width: ORIGINAL_MAX_WIDTH, withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  const key = `feeds/${shard}/${contentHash}.jpg`;
  await media.write(key, normalised);
  return { mediaKey: key, contentHash, document: false };
}
