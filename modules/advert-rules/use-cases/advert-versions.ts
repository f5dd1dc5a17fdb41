// Keeping what was advertised (issue 41 "Evidence"): after every write that can change what a listing's page shows
// (an import's batch, a desk save, a media change, a withdrawal, a re-check), the listings written are compared with
// their open version: a changed advert closes it and opens a new one, a listing that left the site closes it, an
// unchanged one leaves it be. Called inside the write's transaction, so the evidence never disagrees with the site.
import { createHash } from "node:crypto";
import type { Db } from "../../../db/client.ts";
import { advertSnapshot, isAdvertised, snapshotText } from "../model/advert-version.ts";
import { selectAdvertSettings } from "../repos/advert-settings.ts";
import {
  closeVersions,
  deleteVersionsEndedBefore,
  insertVersions,
  selectAdvertised,
  selectOpenVersions,
  type NewVersion,
} from "../repos/advert-versions.ts";

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

/**
 * Deletes the agency's versions that stopped being live more than its own evidence period ago (its setting, six
 * years unless its owner chose otherwise); answers how many. `db` is the agency's handle, as its jobs have.
 */
export async function deleteExpiredAdvertVersions(db: Db, now = new Date()): Promise<number> {
  const { evidenceYears } = await selectAdvertSettings(db);
  const before = new Date(now);
  before.setUTCFullYear(before.getUTCFullYear() - evidenceYears);
  return deleteVersionsEndedBefore(db, before);
}
