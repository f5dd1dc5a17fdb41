// A listing's media on the desk (issue 14): images uploaded (≤ 10 MB, their type told by their bytes and
// confirmed by decoding), stored once by content hash through the importer's media code and served by the
// resize pipeline; links to videos and tours; each reordered, captioned, removed. On a feed listing the first
// media change overrides its media as a whole: the feed's are put aside (a revert brings them straight back)
// and imports keep them up to date there, not on the site (docs/admin.md "Overrides").
import type { Db } from "../../../db/client.ts";
import {
  deleteListingMedia,
  touchListing,
  updateListingMedia,
  replaceMediaOf,
  saveOverrides,
  selectPropertyMedia,
} from "../../listings/index.ts";
import type { FieldErrors } from "../../listings/model/listing-form.ts";
import { MEDIA_ORDER_MESSAGES, mediaOrderSchema, sameMedia } from "../../listings/model/media-order.ts";
import {
  isImageKind,
  isLinkKind,
  MEDIA_MESSAGES,
  readCaption,
  readLink,
} from "../../listings/model/media-rules.ts";
import { isFeedSource, type MediaSnapshot } from "../../listings/model/overrides.ts";
import type { ListingMedia, ListingMediaKind } from "../../../domain/agency.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { recordAdvertVersions } from "../../advert-rules/index.ts";
import { storeMediaBytes, type StoredMedia } from "../../../platform/media-store.ts";
import { recordAudit } from "../../audit/index.ts";
import { readUploadedImage } from "../../../platform/uploaded-image.ts";
import { auditActor, findDeskListing, type DeskActor, type DeskListing } from "./desk-listing.ts";
import type { MediaStore } from "../../../platform/media-stores.ts";

/** Where a moved item went, within its kind, counted from 1 (for "Photo 3 moved to position 1"). */
export type MediaMove = { mediaId: number; kind: ListingMediaKind; from: number; to: number; count: number };

export type MediaResult =
  | { kind: "done"; message: string; moved?: MediaMove }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "missing" };

const snapshot = (media: ListingMedia): MediaSnapshot => ({
  kind: media.kind,
  position: media.position,
  mediaKey: media.mediaKey,
  url: media.url,
  caption: media.caption,
  sourceName: media.sourceName,
  contentHash: media.contentHash,
});

/** One media write: in a transaction with the media override begun, the audit row, then the announcement. */
async function mediaChange(
  db: Db,
  actor: DeskActor,
  listing: DeskListing,
  action: string,
  detail: Record<string, unknown>,
  write: (tx: Db, media: ListingMedia[]) => Promise<void>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const media = await selectPropertyMedia(tx, listing.id);
    if (isFeedSource(listing.source) && listing.overrides.feedMedia === null) {
      await saveOverrides(tx, [
        { propertyId: listing.id, fields: listing.overrides.fields, feedMedia: media.map(snapshot) },
      ]);
    }
    await write(tx, media);
    await touchListing(tx, listing.id);
    await recordAdvertVersions(tx, [listing.id]);
    await recordAudit(tx, {
      actor: auditActor(actor),
      action,
      subject: `listing:${listing.id}`,
      ...detail,
      origin: actor.origin,
    });
  });
  await announceChange(db, "listings");
}

/**
 * The one way the desk writes an order: one kind's items numbered 0, 1, 2… as given. On a feed listing
 * mediaChange has put the feed's media aside first, so imports keep this order (docs/admin.md "Overrides").
 */
async function writeOrder(tx: Db, propertyId: number, ordered: ListingMedia[]): Promise<void> {
  for (const [position, m] of ordered.entries()) {
    if (m.position !== position) await updateListingMedia(tx, propertyId, m.id, { position });
  }
}

const nextPosition = (media: ListingMedia[], kind: ListingMediaKind) =>
  media.filter((item) => item.kind === kind).reduce((max, item) => Math.max(max, item.position + 1), 0);

export async function uploadMedia(
  deps: { db: Db; mediaStore: MediaStore },
  actor: DeskActor,
  id: number,
  input: { kind: string; files: File[]; caption: string },
): Promise<MediaResult> {
  const listing = await findDeskListing(deps.db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  const errors: FieldErrors = {};
  if (!isImageKind(input.kind)) errors.kind = ["Please choose what the files are"];
  const caption = readCaption(input.caption);
  if (!caption) errors.caption = [MEDIA_MESSAGES.caption];
  const files = input.files.filter((file) => file.size > 0 || file.name);
  if (files.length === 0) errors.files = [MEDIA_MESSAGES.noFile];
  const images: Uint8Array[] = [];
  for (const file of files) {
    const read = await readUploadedImage(file);
    if ("error" in read) (errors.files ??= []).push(read.error);
    else images.push(read.bytes);
  }
  if (Object.keys(errors).length > 0 || !caption) return { kind: "invalid", errors };
  const kind = input.kind as ListingMediaKind;
  // Stored before the transaction: the store is content-addressed, so a file kept by a failed write is harmless.
  const stored: StoredMedia[] = [];
  for (const bytes of images) stored.push(await storeMediaBytes(deps.mediaStore, bytes));
  await mediaChange(
    deps.db,
    actor,
    listing,
    "listing.media.upload",
    { after: { kind, files: stored.map((item) => item.mediaKey), caption: caption.caption } },
    async (tx, media) => {
      const start = nextPosition(media, kind);
      await replaceMediaOf(
        tx,
        [],
        stored.map((item, i) => ({
          propertyId: listing.id,
          kind,
          position: start + i,
          mediaKey: item.mediaKey,
          url: null,
          caption: caption.caption,
          sourceName: null,
          contentHash: item.contentHash,
        })),
      );
    },
  );
  return { kind: "done", message: stored.length === 1 ? "File uploaded" : `${stored.length} files uploaded` };
}

export async function addMediaLink(
  db: Db,
  actor: DeskActor,
  id: number,
  input: { kind: string; url: string; caption: string },
): Promise<MediaResult> {
  const listing = await findDeskListing(db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  const errors: FieldErrors = {};
  if (!isLinkKind(input.kind)) errors.linkKind = ["Please choose a video or a virtual tour"];
  const url = readLink(input.url);
  if (!url) errors.url = [MEDIA_MESSAGES.badLink];
  const caption = readCaption(input.caption);
  if (!caption) errors.linkCaption = [MEDIA_MESSAGES.caption];
  if (!url || !caption || Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const kind = input.kind as ListingMediaKind;
  await mediaChange(
    db,
    actor,
    listing,
    "listing.media.link",
    { after: { kind, url, caption: caption.caption } },
    async (tx, media) =>
      replaceMediaOf(
        tx,
        [],
        [
          {
            propertyId: listing.id,
            kind,
            position: nextPosition(media, kind),
            mediaKey: null,
            url,
            caption: caption.caption,
            sourceName: null,
            contentHash: null,
          },
        ],
      ),
  );
  return { kind: "done", message: "Link added" };
}

export type MediaEdit =
  | { action: "up" | "down" | "remove"; mediaId: number }
  | { action: "caption"; mediaId: number; caption: string };

export async function editMedia(db: Db, actor: DeskActor, id: number, edit: MediaEdit): Promise<MediaResult> {
  const listing = await findDeskListing(db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  const item = (await selectPropertyMedia(db, id)).find((media) => media.id === edit.mediaId);
  if (!item) return { kind: "missing" };
  if (edit.action === "caption") {
    const caption = readCaption(edit.caption);
    if (!caption) return { kind: "invalid", errors: { [`caption-${item.id}`]: [MEDIA_MESSAGES.caption] } };
    await mediaChange(
      db,
      actor,
      listing,
      "listing.media.caption",
      {
        before: { mediaId: item.id, caption: item.caption },
        after: { mediaId: item.id, caption: caption.caption },
      },
      (tx) => updateListingMedia(tx, id, item.id, { caption: caption.caption }),
    );
    return { kind: "done", message: "Caption saved" };
  }
  if (edit.action === "remove") {
    await mediaChange(db, actor, listing, "listing.media.remove", { before: snapshot(item) }, (tx) =>
      deleteListingMedia(tx, id, item.id),
    );
    return { kind: "done", message: "Removed" };
  }
  let moved: MediaMove | undefined;
  await mediaChange(
    db,
    actor,
    listing,
    "listing.media.move",
    { after: { mediaId: item.id, direction: edit.action } },
    async (tx, media) => {
      // Within its kind: swap with the neighbour, then number the kind 0, 1, 2… again.
      const ofKind = media.filter((m) => m.kind === item.kind);
      const at = ofKind.findIndex((m) => m.id === item.id);
      const to = edit.action === "up" ? at - 1 : at + 1;
      if (to < 0 || to >= ofKind.length) return;
      [ofKind[at], ofKind[to]] = [ofKind[to]!, ofKind[at]!];
      await writeOrder(tx, id, ofKind);
      moved = { mediaId: item.id, kind: item.kind, from: at + 1, to: to + 1, count: ofKind.length };
    },
  );
  return { kind: "done", message: edit.action === "up" ? "Moved up" : "Moved down", moved };
}

/**
 * One kind's media in a new order, as the editor's drag-and-drop posts it: the ids must be exactly the listing's
 * current media of that kind (checked again inside the transaction), or nothing is changed. Audited as a move,
 * with the order before and after.
 */
export async function reorderMedia(
  db: Db,
  actor: DeskActor,
  id: number,
  input: { kind: string; order: string },
): Promise<MediaResult> {
  const listing = await findDeskListing(db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  const parsed = mediaOrderSchema.safeParse(input);
  if (!parsed.success) return { kind: "invalid", errors: { order: [parsed.error.issues[0]!.message] } };
  const { kind, order } = parsed.data;
  const stale: MediaResult = { kind: "invalid", errors: { order: [MEDIA_ORDER_MESSAGES.stale] } };
  const before = (await selectPropertyMedia(db, id)).filter((m) => m.kind === kind).map((m) => m.id);
  if (!sameMedia(before, order)) return stale;
  if (before.every((mediaId, i) => order[i] === mediaId))
    return { kind: "done", message: "Nothing had changed" };
  try {
    await mediaChange(
      db,
      actor,
      listing,
      "listing.media.move",
      { before: { kind, order: before }, after: { kind, order } },
      async (tx, media) => {
        const ofKind = media.filter((m) => m.kind === kind);
        if (
          !sameMedia(
            ofKind.map((m) => m.id),
            order,
          )
        )
          throw new StaleOrder();
        const byId = new Map(ofKind.map((m) => [m.id, m]));
        await writeOrder(
          tx,
          id,
          order.map((mediaId) => byId.get(mediaId)!),
        );
      },
    );
  } catch (error) {
    if (error instanceof StaleOrder) return stale;
    throw error;
  }
  // The item that moved furthest names the change (a drag moves one: "Photo 5 moved to position 1").
  let moved: MediaMove | undefined;
  for (const [i, mediaId] of order.entries()) {
    const was = before.indexOf(mediaId);
    if (!moved || Math.abs(was - i) > Math.abs(moved.from - moved.to))
      moved = { mediaId, kind: kind as ListingMediaKind, from: was + 1, to: i + 1, count: order.length };
  }
  return { kind: "done", message: "Order saved", moved };
}

/** Thrown inside the transaction when the media changed between the check and the write: rolls it back. */
class StaleOrder extends Error {}

/** The feed's media back on the site (as the feed last sent them); imports then update them again. */
export async function revertMedia(db: Db, actor: DeskActor, id: number): Promise<MediaResult> {
  const listing = await findDeskListing(db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  const feedMedia = listing.overrides.feedMedia;
  if (!feedMedia) return { kind: "done", message: "The media are the feed's already" };
  await db.transaction(async (tx) => {
    const before = await selectPropertyMedia(tx, id);
    await replaceMediaOf(
      tx,
      [id],
      feedMedia.map((media) => ({ ...media, propertyId: id })),
    );
    await saveOverrides(tx, [{ propertyId: id, fields: listing.overrides.fields, feedMedia: null }]);
    await touchListing(tx, id);
    await recordAdvertVersions(tx, [id]);
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "listing.media.revert",
      subject: `listing:${id}`,
      before: before.map(snapshot),
      after: feedMedia,
      origin: actor.origin,
    });
  });
  await announceChange(db, "listings");
  return { kind: "done", message: "Media reverted to the feed's" };
}
