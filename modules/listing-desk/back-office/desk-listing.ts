// One listing on the listings desk (issue 14): found within the staff member's branches (in SQL), and the one
// way every desk change to its fields is written — the row, its price/status history and "Reduced" mark as
// the importer records them, the overrides of a feed listing, the audit log — then announced to every cache.
import type { Db } from "../../../db/client.ts";
import {
  selectDeskListing,
  selectPriceSince,
  selectPropertyMedia,
  insertHistory,
  updateListing,
  type ListingInsert,
  saveOverrides,
  selectOverrides,
  type StoredOverrides,
} from "../../listings/index.ts";
import { fieldValueOf, type FieldValues } from "../../listings/model/listing-form.ts";
import { columnsOf, isFeedSource, overridesAfterEdit } from "../../listings/model/overrides.ts";
import { branchScope } from "../../staff/model/roles.ts";
import type { Listing } from "../../../domain/agency.ts";
import { historyEvents, nextReducedAt } from "../../feeds/model/listing-changes.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { recordAudit, type AuditOrigin } from "../../audit/index.ts";
import type { SignedInStaff } from "../../staff/index.ts";
import {
  advertHoldOf,
  selectAdvertSettings,
  recordAdvertVersions,
  type AdvertColumns,
  type AdvertHold,
} from "../../advert-rules/index.ts";

export type DeskListing = Listing & { branchName: string; overrides: StoredOverrides };

/** Who acts and from where: every desk write is audited with both. */
export type DeskActor = { staff: SignedInStaff; origin: AuditOrigin };

export const NO_OVERRIDES: StoredOverrides = { fields: {}, feedMedia: null };

/** The listing if it is in the staff member's branches; null otherwise (answered as not found). */
export async function findDeskListing(db: Db, staff: SignedInStaff, id: number): Promise<DeskListing | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const listing = await selectDeskListing(db, id, branchScope(staff));
  if (!listing) return null;
  const overrides = (await selectOverrides(db, [id])).get(id) ?? NO_OVERRIDES;
  return { ...listing, overrides };
}

/** The listing and its media, for the editor. */
export async function findListingForEditor(db: Db, staff: SignedInStaff, id: number) {
  const listing = await findDeskListing(db, staff, id);
  return listing ? { listing, media: await selectPropertyMedia(db, id) } : null;
}

/** A listing the feed withdrew (gone from its CRM, no desk withdrawal) comes back only with the feed. */
export function canRestore(listing: DeskListing): boolean {
  return !isFeedSource(listing.source) || listing.overrides.fields.status?.value === "withdrawn";
}

export function auditActor(actor: DeskActor) {
  return { staffId: actor.staff.id, email: actor.staff.email };
}

/**
 * Writes field changes made on the desk. On a feed listing each becomes an override (or stops being one when
 * set back to the feed's value). `extra` carries columns that are not editor fields (a re-geocoded position).
 */
export async function writeDeskChange(
  db: Db,
  actor: DeskActor,
  listing: DeskListing,
  changes: FieldValues,
  action: string,
  extra: Partial<ListingInsert> = {},
): Promise<AdvertHold> {
  const now = new Date();
  const patch = columnsOf(listing, changes);
  // The advert rules (issue 41) judge the listing as it will now show: mended words put it back on the site.
  const hold = advertHoldOf(
    { ...listing, ...(patch as Partial<AdvertColumns>) },
    await selectAdvertSettings(db),
  );
  const before = {
    price: listing.price,
    status: listing.status,
    priceSince: await selectPriceSince(db, listing.id),
  };
  const after = {
    price: patch.price !== undefined ? patch.price : listing.price,
    status: patch.status ?? listing.status,
  };
  await db.transaction(async (tx) => {
    await updateListing(tx, listing.id, {
      ...patch,
      ...extra,
      ...hold,
      reducedAt: nextReducedAt({ ...before, reducedAt: listing.reducedAt }, after, now),
    });
    await insertHistory(
      tx,
      historyEvents(before, after).map((event) => ({ propertyId: listing.id, changedAt: now, ...event })),
    );
    // What visitors now see is kept as evidence (issue 41), in the same transaction as the change.
    await recordAdvertVersions(tx, [listing.id], now);
    if (isFeedSource(listing.source)) {
      await saveOverrides(tx, [
        {
          propertyId: listing.id,
          fields: overridesAfterEdit(listing, listing.overrides.fields, changes),
          feedMedia: listing.overrides.feedMedia,
        },
      ]);
    }
    await recordAudit(tx, {
      actor: auditActor(actor),
      action,
      subject: `listing:${listing.id}`,
      before: Object.fromEntries(Object.keys(changes).map((name) => [name, fieldValueOf(listing, name)])),
      after: { ...changes, ...extra },
      origin: actor.origin,
    });
  });
  // Pages and searches are cached (server/page-cache.ts, platform/search-cache.ts): every process forgets.
  await announceChange(db, "listings");
  return hold;
}
