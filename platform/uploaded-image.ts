// An image a member of staff uploads (a listing's photos, a branch's photo, a staff portrait): at most 10 MB,
// its type told by its first bytes and confirmed by decoding, so a renamed or truncated file is refused.
import sharp from "sharp";
import { MAX_UPLOAD_BYTES, MEDIA_MESSAGES, sniffImageType } from "../modules/listings/model/media-rules.ts";
import { storeMediaBytes } from "./media-store.ts";
import type { MediaStore } from "./media-stores.ts";

/** The bytes of an upload if they are an image we take; else the message shown beside the file field. */
export async function readUploadedImage(file: File): Promise<{ bytes: Uint8Array } | { error: string }> {
  const name = file.name || "The file";
  if (file.size > MAX_UPLOAD_BYTES) return { error: MEDIA_MESSAGES.tooLarge(name) };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = sniffImageType(bytes);
  if (!sniffed) return { error: MEDIA_MESSAGES.notImage(name) };
  try {
    // The header must decode as the type its first bytes claim (a truncated or disguised file does not).
    const { format } = await sharp(bytes).metadata();
    if (format !== sniffed) return { error: MEDIA_MESSAGES.notImage(name) };
  } catch {
    return { error: MEDIA_MESSAGES.notImage(name) };
  }
  return { bytes };
}

/** A file input's value when the person chose a file (browsers send an empty, nameless part otherwise). */
export function chosenFile(files: File[] | undefined): File | null {
  return files?.find((file) => file.size > 0 || file.name) ?? null;
}

/**
 * A form's single image (a branch photo, a portrait, an article image): a new one stored, "remove" ticked (null),
 * or nothing to change (undefined); else the message for the file field. Stored before the write's transaction:
 * the store is content-addressed, so a file kept by a write that then fails is harmless.
 */
export async function replacementImage(
  mediaStore: MediaStore,
  file: File | null,
  remove: boolean,
): Promise<{ key: string | null | undefined } | { error: string }> {
  if (!file) return { key: remove ? null : undefined };
  const read = await readUploadedImage(file);
  if ("error" in read) return read;
  return { key: (await storeMediaBytes(mediaStore, read.bytes)).mediaKey ?? null };
}
