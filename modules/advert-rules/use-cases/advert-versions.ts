// Keeping what was advertised (issue 41 "Evidence"): after every write that can change what a listing's page shows
// (an import's batch, a desk save, a media change, a withdrawal, a re-check), the listings written are compared with
// their open version: a changed advert closes it and opens a new one, a listing that left the site closes it, an
// unchanged one leaves it be. Called inside the write's transaction, so the evidence never disagrees with the site.
import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { advertSnapshot, isAdvertised, snapshotText } from "../model/advert-version.ts";
import {
  closeVersions,
  deleteVersionsEndedBefore,
  insertVersions,
  selectAdvertised,
  selectOpenVersions,
  type NewVersion,
} from "../repos/advert-versions.ts";

/** How long a version is kept after it stopped being live, unless the agency says otherwise. */
export const ADVERT_EVIDENCE_YEARS = 6;

export async function recordAdvertVersions(
  db: Db,
  propertyIds: readonly number[],
  at = new Date(),
): Promise<void> {
  const ids = [...new Set(propertyIds)];
  if (ids.length === 0) return;
  const [{ listings, media }, open] = await Promise.all([
    selectAdvertised(db, ids),
    selectOpenVersions(db, ids),
  ]);
  const openOf = new Map(open.map((version) => [version.propertyId, version]));
  const mediaOf = new Map<number, typeof media>();
  for (const item of media) mediaOf.set(item.propertyId, [...(mediaOf.get(item.propertyId) ?? []), item]);
  const toClose: number[] = [];
  const toOpen: NewVersion[] = [];
  for (const listing of listings) {
    const current = openOf.get(listing.id);
    if (!isAdvertised(listing)) {
      if (current) toClose.push(current.id);
      continue;
    }
    const snapshot = advertSnapshot(listing, mediaOf.get(listing.id) ?? []);
    const snapshotHash = createHash("sha256").update(snapshotText(snapshot)).digest("hex");
    if (current?.snapshotHash === snapshotHash) continue;
    if (current) toClose.push(current.id);
    toOpen.push({
      propertyId: listing.id,
      liveFrom: at,
      snapshot,
      snapshotHash,
      mediaKeys: [...new Set(snapshot.photos.map((photo) => photo.key))],
    });
  }
  // Closed before the new ones open: one open version per listing (advert_versions_one_open_idx).
  await closeVersions(db, toClose, at);
  await insertVersions(db, toOpen);
}

/** Deletes the versions that stopped being live more than the evidence period ago; answers how many. */
export function deleteExpiredAdvertVersions(db: Db, now = new Date(), years = ADVERT_EVIDENCE_YEARS) {
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - years);
  return deleteVersionsEndedBefore(db, before);
}
