// "As advertised on" (issue 41 "Evidence"): a listing's kept versions, the one live at a moment, and its photos as
// data for a download that stands alone (a council, the CMA or a redress scheme opens one HTML file, no server).
import sharp from "sharp";
import type { Db } from "../../../db/client.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";
import { versionLiveAt, type AdvertVersion } from "../model/advert-version.ts";
import { selectVersionsOf } from "../repos/advert-versions.ts";

/** Wide enough to read a floor plan, small enough that twenty photos make a file an email can carry. */
const EVIDENCE_PHOTO_WIDTH = 1024;

export type AdvertEvidence = {
  /** Newest first. */
  versions: AdvertVersion[];
  /** The version live at the moment asked about, or null when the listing was not on the site then. */
  live: AdvertVersion | null;
};

export async function advertEvidence(db: Db, propertyId: number, at: Date): Promise<AdvertEvidence> {
  const versions = await selectVersionsOf(db, propertyId);
  return { versions, live: versionLiveAt(versions, at) };
}

/**
 * The photos' bytes as data: URLs (JPEG, at most EVIDENCE_PHOTO_WIDTH wide), by key; a key whose original is no
 * longer stored is left out (the page then says so beside the photo).
 */
export async function evidencePhotos(
  store: MediaStore,
  keys: readonly string[],
): Promise<Map<string, string>> {
  const photos = new Map<string, string>();
  for (const key of new Set(keys)) {
    const bytes = await store.read(key);
    if (!bytes) continue;
    const jpeg = await sharp(bytes)
      .rotate()
      .resize({ width: EVIDENCE_PHOTO_WIDTH, withoutEnlargement: true })
      .jpeg({ quality: 80 })
      .toBuffer();
    photos.set(key, `data:image/jpeg;base64,${jpeg.toString("base64")}`);
  }
  return photos;
}
