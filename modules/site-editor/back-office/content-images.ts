// Pictures uploaded by the site content editors (issue 15 item 1): checked as every staff upload is (10 MB, type
// told by its bytes, decoded by sharp), then kept in the content-addressed media store outside the web root.
// The logo is kept as it came, its address and size read off the stored image; a carousel picture is cropped to
// the hero's 3:2 at the editor's focal position and no wider than the largest hero width (modules/content/model/hero-image.ts).
import sharp from "sharp";
import { heroCropArea, heroStoredSize, type HeroFocus } from "../../content/model/hero-image.ts";
import { mediaPath } from "../../../domain/media-sizes.ts";
import { storeMediaBytes } from "../../../platform/media-store.ts";
import { readUploadedImage } from "../../../platform/uploaded-image.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";

export type StoredLogo = { url: string; width: number; height: number };

/** The uploaded logo stored; its URL serves the original (`_x_`, at most ORIGINAL_MAX_WIDTH wide). */
export async function storeLogo(
  mediaStore: MediaStore,
  file: File,
): Promise<{ logo: StoredLogo } | { error: string }> {
  const read = await readUploadedImage(file);
  if ("error" in read) return read;
  const { mediaKey } = await storeMediaBytes(mediaStore, read.bytes);
  if (!mediaKey) return { error: "The logo could not be kept. Try another file." };
  const kept = await mediaStore.read(mediaKey);
  if (!kept) return { error: "The logo could not be kept. Try another file." };
  const { width, height } = await sharp(kept).metadata();
  return {
    logo: { url: mediaPath({ width: null, height: null }, mediaKey), width: width!, height: height! },
  };
}

/** The uploaded carousel picture, cropped to 3:2 at the focus and stored as a JPEG; its media key. */
export async function storeHeroImage(
  mediaStore: MediaStore,
  file: File,
  focus: HeroFocus,
): Promise<{ key: string } | { error: string }> {
  const read = await readUploadedImage(file);
  if ("error" in read) return read;
  // Turned upright first, so the crop is taken of the picture as people see it.
  const upright = await sharp(read.bytes).rotate().toBuffer({ resolveWithObject: true });
  const crop = heroCropArea(upright.info.width, upright.info.height, focus);
  const cropped = await sharp(upright.data)
    .extract(crop)
    .resize(heroStoredSize(crop))
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer();
  const { mediaKey } = await storeMediaBytes(mediaStore, cropped);
  return mediaKey ? { key: mediaKey } : { error: "The picture could not be kept. Try another file." };
}
