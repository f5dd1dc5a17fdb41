// Writes one batch of a feed's listings (issue 12 "Sync rules", "History"): new and changed rows with their
// media and history, unchanged rows skipped, unpublished rows taken off the site. One transaction per
// batch, so a crash leaves every listing either as it was or as the feed says, and a re-run finishes.
import type { Db } from "../../../db/client.ts";
import {
  insertHistory,
  insertListings,
  replaceMediaOf,
  selectListingStates,
  selectMediaBySourceName,
  updateListing,
  type KnownMedia,
  withdrawListings,
  type HistoryInsert,
  type ListingInsert,
  type MediaInsert,
  type StoredListingState,
  saveOverrides,
  selectOverrides,
  type StoredOverrides,
} from "../../listings/index.ts";
import { insertImportRunRows, type ImportRunRowInsert } from "../repos/import-runs.ts";
import { applyOverrides, type MediaSnapshot } from "../../listings/model/overrides.ts";
import type { FeedListing, FeedMedia, FeedWarning } from "../model/feed-listing.ts";
import { advertWarning, relistedWarning, type WarningTally } from "../model/warning-report.ts";
import { historyEvents, nextReducedAt, type HistoryEvent } from "../model/listing-changes.ts";
import type { ListingPlacement } from "../../../domain/agency.ts";
import { isApproximate, placementOfLevel, unplacedReason } from "../../listings/model/listing-placement.ts";
import { listingContentHash } from "./content-hash.ts";
import {
  advertHoldOf,
  earlierMarketingOf,
  recordAdvertVersions,
  selectAdvertSettings,
} from "../../advert-rules/index.ts";
import { storeDocumentBytes, storeMediaBytes, type StoredMedia } from "../../../platform/media-store.ts";
import type { ImportCounts, ImportDependencies, MediaFiles, Position, RowReport } from "./import-types.ts";

export type BatchContext = {
  db: Db;
  runId: number;
  source: string;
  media: MediaFiles | null;
  deps: ImportDependencies;
  counts: ImportCounts;
  branchIdFor: (listing: FeedListing, position: Position | null) => Promise<number>;
  storedMedia: Map<string, StoredMedia>;
  /** Every warning and skipped row of the run, grouped for the report. */
  tally: WarningTally;
};

/** A listing's outcome with its warnings as the engine keeps them (kinds and all) until they are logged. */
type Outcome = Omit<RowReport, "warnings"> & { warnings: FeedWarning[] };

const warningText = (warning: FeedWarning) =>
  warning.field ? `${warning.field}: ${warning.message}` : warning.message;

type Prepared = {
  listing: FeedListing;
  hash: string;
  before: StoredListingState | null;
  /** The listings desk's overrides of this listing (issue 14), applied over the feed's values. */
  overrides: StoredOverrides | null;
  warnings: FeedWarning[];
  placed: Placed | null;
  media: MediaInsert[];
};

/** Where a listing goes on the map: a point and how it was found, or no point and why (modules/listings/model/listing-placement.ts). */
type Placed = {
  latitude: number | null;
  longitude: number | null;
  placement: ListingPlacement;
  note: string | null;
};

/** The report's warning for a listing not placed at street level: what it costs the agency, and why. */
function placementWarning(placed: Placed): FeedWarning | null {
  if (placed.placement === "unplaced")
    return { field: null, kind: "not-on-map", message: `Not on the map: ${placed.note}` };
  if (!isApproximate(placed.placement))
    return placed.note ? { field: null, kind: "position-tolerated", message: placed.note } : null;
  const message = `Placed at ${placed.placement} level only${placed.note ? ` (${placed.note})` : ""}`;
  return { field: null, kind: `${placed.placement}-level-position`, message };
}

const mediaName = (item: FeedMedia) => (item.source.type === "file" ? item.source.name : item.source.url);

/** The media rows of one listing; bytes stored once per content, URLs fetched once per listing. */
async function prepareMedia(
  context: BatchContext,
  listing: FeedListing,
  known: Map<string, KnownMedia>,
  warnings: FeedWarning[],
): Promise<Omit<MediaInsert, "propertyId">[]> {
  const rows: Omit<MediaInsert, "propertyId">[] = [];
  for (const item of listing.media) {
    const name = mediaName(item);
    const base = { kind: item.kind, position: item.position, caption: item.caption, sourceName: name };
    if (item.kind === "virtual_tour" || item.kind === "video") {
      if (item.source.type === "url") rows.push({ ...base, mediaKey: null, url: item.source.url });
      else
        warnings.push({
          field: null,
          kind: "media-not-url",
          message: `${item.kind === "video" ? "Video" : "Virtual tour"} ${name} is not a URL; left out`,
        });
      continue;
    }
    const previous = known.get(name);
    const brochure = item.kind === "document";
    if (item.source.type === "url" && previous?.contentHash && (!brochure || previous.byteSize)) {
      rows.push({
        ...base,
        mediaKey: previous.mediaKey,
        url: null,
        contentHash: previous.contentHash,
        byteSize: previous.byteSize ?? null,
      });
      continue;
    }
    if (brochure) {
      await prepareDocument(context, item, base, rows, warnings);
      continue;
    }
    try {
      let stored;
      if (item.source.type === "file") {
        const bytes = (await context.media?.read(item.source.name)) ?? null;
        if (!bytes) {
          // A zip that names a photo it does not carry is no instruction to delete it: the stored one stays.
          if (previous?.mediaKey) {
            rows.push({ ...base, mediaKey: previous.mediaKey, url: null, contentHash: previous.contentHash });
            warnings.push({
              field: null,
              kind: "media-absent-kept",
              message: `Media file ${name} is named but not in the feed; the stored one is kept`,
            });
          } else
            warnings.push({
              field: null,
              kind: "media-absent",
              message: `Media file ${name} is named but not in the feed`,
            });
          continue;
        }
        stored = await storeMediaBytes(context.deps.media, bytes, context.storedMedia);
      } else {
        stored = await storeMediaBytes(context.deps.media, await context.deps.fetchMedia(item.source.url));
      }
      context.counts.media += 1;
      rows.push({
        ...base,
        mediaKey: stored.mediaKey,
        url: stored.document && item.source.type === "url" ? item.source.url : null,
        contentHash: stored.contentHash,
      });
    } catch (error) {
      warnings.push({
        field: null,
        kind: "media-not-stored",
        message: `Media ${name} could not be stored: ${(error as Error).message}`,
      });
    }
  }
  return rows;
}

/** A brochure or other document (issue 36 item 4): a PDF by its first bytes, within DOCUMENT_MAX_BYTES. */
async function prepareDocument(
  context: BatchContext,
  item: FeedMedia,
  base: Pick<MediaInsert, "kind" | "position" | "caption" | "sourceName">,
  rows: Omit<MediaInsert, "propertyId">[],
  warnings: FeedWarning[],
): Promise<void> {
  const name = mediaName(item);
  try {
    const bytes =
      item.source.type === "file"
        ? ((await context.media?.read(item.source.name)) ?? null)
        : await context.deps.fetchMedia(item.source.url);
    if (!bytes) {
      warnings.push({
        field: null,
        kind: "media-absent",
        message: `Media file ${name} is named but not in the feed`,
      });
      return;
    }
    const stored = await storeDocumentBytes(context.deps.media, bytes);
    context.counts.media += 1;
    rows.push({
      ...base,
      mediaKey: stored.mediaKey,
      url: null,
      contentHash: stored.contentHash,
      byteSize: stored.byteSize,
    });
  } catch (error) {
    warnings.push({
      field: null,
      kind: "document-not-stored",
      message: `Document ${name} could not be stored: ${(error as Error).message}`,
    });
  }
}

function listingColumns(listing: FeedListing, hash: string) {
  return {
    reference: listing.reference,
    channel: listing.channel,
    status: listing.status,
    price: listing.price,
    poa: listing.poa,
    priceQualifier: listing.priceQualifier,
    priceFrequency: listing.priceFrequency,
    rentFrequency: listing.rentFrequency,
    quotedPrice: listing.quotedPrice,
    bedrooms: listing.bedrooms,
    bathrooms: listing.bathrooms,
    receptionRooms: listing.receptionRooms,
    propertyType: listing.propertyType,
    tags: listing.tags,
    houseName: listing.houseName,
    houseNumber: listing.houseNumber,
    street: listing.street,
    locality: listing.locality,
    town: listing.town,
    county: listing.county,
    postcode: listing.postcode,
    displayAddress: listing.displayAddress,
    squareFeet: listing.squareFeet,
    acreage: listing.acreage,
    summary: listing.summary,
    description: listing.description,
    keyFeatures: listing.keyFeatures,
    tenure: listing.tenure,
    materialInformation: listing.materialInformation,
    epcRating: listing.epcRating,
    furnished: listing.furnished,
    availableFrom: listing.availableFrom,
    deposit: listing.deposit,
    minimumTermMonths: listing.minimumTermMonths,
    shortLet: listing.shortLet,
    petsAllowed: listing.petsAllowed,
    auctionDate: listing.auctionDate,
    feedUpdatedAt: listing.feedUpdatedAt,
    contentHash: hash,
  } satisfies Partial<ListingInsert>;
}

const mediaSnapshot = (media: Omit<MediaInsert, "propertyId">): MediaSnapshot => ({
  kind: media.kind,
  position: media.position ?? 0,
  mediaKey: media.mediaKey ?? null,
  url: media.url ?? null,
  caption: media.caption ?? null,
  sourceName: media.sourceName ?? null,
  contentHash: media.contentHash ?? null,
  ...(media.byteSize ? { byteSize: media.byteSize } : {}),
});

function historyRow(propertyId: number, event: HistoryEvent, at: Date): HistoryInsert {
  return { propertyId, changedAt: at, ...event };
}

/** Logs rows the reader found stored as they are (not mapped, nothing to write): one statement a batch. */
export async function logUnchangedRows(
  context: BatchContext,
  rows: { reference: string; id: number }[],
): Promise<void> {
  await insertImportRunRows(
    context.db,
    rows.map(({ reference, id }) => ({
      runId: context.runId,
      reference,
      propertyId: id,
      outcome: "unchanged" as const,
      warnings: [],
    })),
  );
  for (const { reference, id } of rows) {
    context.counts.unchanged += 1;
    context.deps.report?.({ reference, id, outcome: "unchanged", warnings: [] });
  }
}

/** Writes a batch; returns the outcome of each listing for the report. */
export async function writeListingBatch(context: BatchContext, batch: FeedListing[]): Promise<void> {
  const { db, deps, counts, source } = context;
  const now = deps.now?.() ?? new Date();
  const states = await selectListingStates(
    db,
    source,
    batch.map((listing) => listing.reference),
  );
  // The desk's overrides (issue 14): few listings have any, read for the batch in one query.
  const overridesOf = await selectOverrides(
    db,
    [...states.values()].map((state) => state.id),
  );
  const reports: Outcome[] = [];
  const toWrite: Prepared[] = [];
  const toWithdraw: { state: StoredListingState; warnings: FeedWarning[] }[] = [];

  for (const listing of batch) {
    const before = states.get(listing.reference) ?? null;
    const warnings = listing.warnings;
    if (!listing.published) {
      if (before && before.status !== "withdrawn") toWithdraw.push({ state: before, warnings });
      else
        reports.push({
          reference: listing.reference,
          id: before?.id ?? null,
          outcome: "skipped",
          warnings: [...warnings, NOT_PUBLISHED],
        });
      continue;
    }
    const hash = listingContentHash(listing);
    const overrides = before ? (overridesOf.get(before.id) ?? null) : null;
    // A listing staff withdrew on the desk stays withdrawn (a status override) and is unchanged like any other.
    const withdrawnOnDesk = overrides?.fields.status?.value === "withdrawn";
    if (before && before.contentHash === hash && (before.status !== "withdrawn" || withdrawnOnDesk)) {
      reports.push({ reference: listing.reference, id: before.id, outcome: "unchanged", warnings });
      continue;
    }
    const placed: Placed | null =
      listing.latitude !== null && listing.longitude !== null
        ? { latitude: listing.latitude, longitude: listing.longitude, placement: "exact", note: null }
        : null;
    toWrite.push({ listing, hash, before, overrides, warnings, placed, media: [] });
  }

  // Positions for rows without coordinates, one geocoder call for the batch. A row nothing places is written
  // all the same (issue 36): unplaced, with the reason, for the placing job to retry when data arrives.
  const unplaced = toWrite.filter((row) => row.placed === null);
  if (unplaced.length > 0) {
    const found = await deps.geocode(
      unplaced.map(({ listing }) => ({
        postcode: listing.postcode,
        town: listing.town,
        county: listing.county,
      })),
    );
    unplaced.forEach((row, i) => {
      const answer = found[i] ?? null;
      row.placed =
        answer && "latitude" in answer
          ? {
              latitude: answer.latitude,
              longitude: answer.longitude,
              placement: placementOfLevel(answer.precision),
              note: answer.note ?? null,
            }
          : {
              latitude: null,
              longitude: null,
              placement: "unplaced",
              note: answer?.reason ?? unplacedReason(row.listing.postcode, row.listing.town),
            };
      const warning = placementWarning(row.placed);
      if (warning) row.warnings.push(warning);
    });
  }

  const known = await selectMediaBySourceName(
    db,
    toWrite.flatMap((row) => (row.before ? [row.before.id] : [])),
  );
  // While the desk's media are shown, the feed's are kept aside: their URLs are fetched once all the same.
  for (const row of toWrite) {
    for (const media of row.overrides?.feedMedia ?? [])
      if (media.sourceName) known.set(media.sourceName, media);
  }
  const ready: (Prepared & { branchId: number; placed: Placed })[] = [];
  for (const row of toWrite) {
    const placed = row.placed!;
    const position =
      placed.latitude === null ? null : { latitude: placed.latitude, longitude: placed.longitude! };
    const branchId = await context.branchIdFor(row.listing, position);
    row.media = (await prepareMedia(context, row.listing, known, row.warnings)) as MediaInsert[];
    ready.push({ ...row, branchId, placed });
  }

  // Badge honesty (issue 41): a new listing of a home the agency marketed in the last six months under another
  // reference is dated from the start of that marketing, so a withdraw-and-relist never makes it "NEW".
  const listedAtOf = new Map<(typeof ready)[number], Date>();
  const fresh = ready.filter((row) => !row.before);
  const runs = await earlierMarketingOf(
    db,
    fresh.map((row) => ({ ...row.listing, listedAt: row.listing.createdAt ?? now })),
    now,
  );
  fresh.forEach((row, i) => {
    const run = runs.get(i);
    if (!run) return;
    listedAtOf.set(row, run.firstListedAt);
    row.warnings.push(relistedWarning(run));
  });

  // The agency's own choice for a missing Part A item: held back, or published with a warning.
  const advertPolicy = await selectAdvertSettings(db);
  await db.transaction(async (tx) => {
    const runRows: ImportRunRowInsert[] = [];
    const history: HistoryInsert[] = [];
    // What the site shows: the feed's values with the desk's overrides over them (issue 14). History and
    // the "Reduced" mark follow what is shown, so an overridden price the feed changes is no change.
    const shown = new Map(
      ready.map((row) => {
        const feed = listingColumns(row.listing, row.hash);
        return [
          row,
          row.overrides ? applyOverrides(feed, row.overrides.fields) : { columns: feed, overrides: null },
        ];
      }),
    );
    // The advert rules (issue 41) read what the site would show: a listing that breaks a blocking rule is
    // written all the same, held back from the site, and named in the report with the rule and its fix.
    const holds = new Map(ready.map((row) => [row, advertHoldOf(shown.get(row)!.columns, advertPolicy)]));
    const columnsOf = (row: (typeof ready)[number]) => {
      const { columns } = shown.get(row)!;
      return {
        ...columns,
        ...holds.get(row)!,
        branchId: row.branchId,
        latitude: row.placed.latitude,
        longitude: row.placed.longitude,
        placement: row.placed.placement,
        placementNote: row.placed.note,
        source,
        reducedAt: nextReducedAt(row.before, { price: columns.price, status: columns.status }, now),
      };
    };
    // New listings in one statement, changed ones one by one (few on a normal day), then all their media,
    // history and log rows in one statement each: a batch costs a handful of round trips, not hundreds.
    const created = ready.filter((row) => !row.before);
    const ids = new Map<string, number>(
      await insertListings(
        tx,
        created.map((row) => {
          const listedAt = row.listing.createdAt ?? now;
          return { ...columnsOf(row), createdAt: listedAtOf.get(row) ?? listedAt, launchedAt: listedAt };
        }),
      ),
    );
    for (const row of ready) {
      if (!row.before) continue;
      await updateListing(tx, row.before.id, columnsOf(row));
      ids.set(row.listing.reference, row.before.id);
    }
    // A listing whose media the desk overrides keeps them; the feed's go aside for a revert.
    const mediaFromFeed = ready.filter((row) => !row.overrides?.feedMedia);
    await replaceMediaOf(
      tx,
      mediaFromFeed.flatMap((row) => (row.before ? [row.before.id] : [])),
      mediaFromFeed.flatMap((row) => {
        const id = ids.get(row.listing.reference)!;
        return row.media.map((media) => ({ ...media, propertyId: id }));
      }),
    );
    await saveOverrides(
      tx,
      ready.flatMap((row) =>
        row.overrides && row.before
          ? [
              {
                propertyId: row.before.id,
                fields: shown.get(row)!.overrides ?? {},
                feedMedia: row.overrides.feedMedia ? row.media.map(mediaSnapshot) : null,
              },
            ]
          : [],
      ),
    );
    for (const row of ready) {
      const { listing, before } = row;
      const id = ids.get(listing.reference)!;
      const { columns } = shown.get(row)!;
      const after = { price: columns.price, status: columns.status };
      for (const event of historyEvents(before, after)) history.push(historyRow(id, event, now));
      const outcome = before ? "updated" : "created";
      if (row.placed.placement === "unplaced") counts.unplaced = (counts.unplaced ?? 0) + 1;
      const hold = holds.get(row)!;
      if (hold.heldBack) counts.heldBack = (counts.heldBack ?? 0) + 1;
      const advertWarnings = hold.advertFindings.map(advertWarning);
      reports.push({
        reference: listing.reference,
        id,
        outcome,
        warnings: [...row.warnings, ...advertWarnings],
      });
    }
    if (toWithdraw.length > 0) {
      await withdrawListings(
        tx,
        toWithdraw.map((row) => row.state.id),
      );
      for (const { state, warnings } of toWithdraw) {
        history.push(historyRow(state.id, { event: "withdrawn", previousStatus: state.status }, now));
        reports.push({
          reference: state.reference,
          id: state.id,
          outcome: "withdrawn",
          warnings: [...warnings, NOT_PUBLISHED],
        });
      }
    }
    await insertHistory(tx, history);
    // What visitors now see of each listing written, kept as evidence (issue 41) with the write itself.
    await recordAdvertVersions(tx, [...ids.values(), ...toWithdraw.map((row) => row.state.id)], now);
    for (const report of reports) {
      runRows.push({
        runId: context.runId,
        reference: report.reference,
        propertyId: report.id,
        outcome: report.outcome,
        warnings: report.warnings.map(warningText),
      });
    }
    await insertImportRunRows(tx, runRows);
  });

  for (const report of reports) {
    counts[report.outcome] += 1;
    counts.warnings += report.warnings.length;
    for (const warning of report.warnings) context.tally.add(warning, report.reference);
    deps.report?.({ ...report, warnings: report.warnings.map(warningText) });
  }
}

const NOT_PUBLISHED: FeedWarning = {
  field: null,
  kind: "not-published",
  message: "Not published",
};
