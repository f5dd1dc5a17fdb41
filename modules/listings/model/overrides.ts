// Overrides of feed listings (issue 14 "For a listing that came from a feed, an edit is an override"; docs/
// admin.md "Overrides"). Staff change a field on the desk: the site shows their value, and every import after
// that still writes the feed's other fields but keeps theirs. The feed's last value is kept beside it, so a
// revert is immediate. Pure: the desk (modules/listing-desk) and the importer (modules/feeds/sync) apply them.
import type { Listing, ListingMedia, MaterialInformation } from "../../../domain/agency.ts";
import { fieldValueOf, sameValue, type FieldValue, type FieldValues } from "./listing-form.ts";

export type OverrideEntry = { value: FieldValue; feedValue: FieldValue };
/** By field name: a column of `properties`, or `materialInformation.KEY`. */
export type ListingOverrides = Record<string, OverrideEntry>;

/** One media row as the feed last sent it, kept while the desk's own media are shown. */
export type MediaSnapshot = Pick<
  ListingMedia,
  "kind" | "position" | "mediaKey" | "url" | "caption" | "sourceName" | "contentHash"
> & {
  /** Documents: the file's size in bytes (absent in snapshots kept before documents were imported). */
  byteSize?: number | null;
};

/** Sources whose listings the desk owns outright: its own, and the demo generator's. */
export const DESK_SOURCES: ReadonlySet<string> = new Set(["manual", "demo"]);
export const MANUAL_SOURCE = "manual";

export function isFeedSource(source: string): boolean {
  return !DESK_SOURCES.has(source);
}

const MATERIAL = "materialInformation.";

type PriceColumns = Pick<Listing, "channel" | "price" | "rentFrequency" | "quotedPrice">;

/**
 * The columns a set of field values writes. A rent a feed quoted per week keeps being shown per week: when
 * the desk sets the monthly price, the weekly figure shown follows it (spec §9: weekly = monthly × 12 / 52).
 */
export function columnsOf<T extends Pick<Listing, "materialInformation"> & Partial<PriceColumns>>(
  base: T,
  values: FieldValues,
): Partial<T> {
  const patch: Record<string, unknown> = {};
  let material: MaterialInformation | null = null;
  for (const [name, value] of Object.entries(values)) {
    if (name.startsWith(MATERIAL)) {
      material ??= { ...base.materialInformation };
      (material as Record<string, FieldValue>)[name.slice(MATERIAL.length)] = value;
    } else {
      patch[name] = value;
    }
  }
  if (material) patch.materialInformation = material;
  if ("price" in values && base.channel === "lettings" && typeof values.price === "number") {
    if (base.rentFrequency === "weekly" || base.rentFrequency === "pppw") {
      patch.quotedPrice = Math.round((values.price * 12) / 52);
    }
  }
  return patch as Partial<T>;
}

/**
 * A feed's row with the desk's overrides applied (what the importer writes), and the overrides with each
 * feed value brought up to date. An override the feed has caught up with (it now sends the same value) is
 * dropped: the field follows the feed again.
 */
export function applyOverrides<T extends Pick<Listing, "materialInformation"> & Partial<PriceColumns>>(
  feed: T,
  overrides: ListingOverrides,
): { columns: T; overrides: ListingOverrides } {
  const kept: ListingOverrides = {};
  const values: FieldValues = {};
  for (const [name, entry] of Object.entries(overrides)) {
    const feedValue = fieldValueOf(feed, name);
    if (sameValue(feedValue, entry.value)) continue;
    kept[name] = { value: entry.value, feedValue };
    values[name] = entry.value;
  }
  return { columns: { ...feed, ...columnsOf(feed, values) }, overrides: kept };
}

/**
 * The overrides after an edit of a feed listing: each changed field becomes (or stays) an override holding
 * the feed's value; a field set back to the feed's value is an override no more.
 */
export function overridesAfterEdit(
  current: Pick<Listing, "materialInformation">,
  overrides: ListingOverrides,
  changes: FieldValues,
): ListingOverrides {
  const next: ListingOverrides = { ...overrides };
  for (const [name, value] of Object.entries(changes)) {
    const feedValue = name in overrides ? overrides[name]!.feedValue : fieldValueOf(current, name);
    if (sameValue(value, feedValue)) delete next[name];
    else next[name] = { value, feedValue };
  }
  return next;
}

/** The fields of `values` that differ from the listing's stored values. */
export function changedFields(
  current: Pick<Listing, "materialInformation">,
  values: FieldValues,
): FieldValues {
  const changes: FieldValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (!sameValue(fieldValueOf(current, name), value)) changes[name] = value;
  }
  return changes;
}
