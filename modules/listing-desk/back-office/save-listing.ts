// Saving the listing editor (issue 14): the form checked by its one schema, the changed fields written (as
// overrides on a feed listing), a moved postcode placed again by the importer's geocoder; and the editor's
// other writes — revert an override, withdraw, restore — which are field changes of the same kind.
import type { Db } from "../../../db/client.ts";
import { selectStatusBeforeWithdrawal } from "../../listings/index.ts";
import {
  listingAddressSchema,
  listingEditSchema,
  priceErrors,
  type FieldErrors,
  type FieldValues,
  type FormValues,
} from "../../listings/model/listing-form.ts";
import { parseValue, type FormParse } from "../../../platform/form-submission.ts";
import { changedFields, isFeedSource } from "../../listings/model/overrides.ts";
import { positionFor, type Geocoder } from "../../../platform/geocoder.ts";
import {
  canRestore,
  findDeskListing,
  writeDeskChange,
  type DeskActor,
  type DeskListing,
} from "./desk-listing.ts";

export type DeskServices = { db: Db; geocoder: Geocoder };

export type SaveResult =
  /** `heldBack`: the advert rules keep the listing, as now saved, off the site (issue 41). */
  | { kind: "saved"; changed: string[]; heldBack?: boolean }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "refused"; message: string }
  | { kind: "missing" };

export const NOT_PLACED = "We could not find this postcode or town on the map; please check it";

/**
 * The editor's fields as values. A withdrawn listing's status is not in the form (withdraw and restore are
 * buttons of their own); the address is the desk's to edit only on its own listings, a feed sends it.
 */
export function parseDeskForm(listing: DeskListing, values: FormValues): FormParse<FieldValues> {
  const schema =
    listing.status === "withdrawn" ? listingEditSchema.omit({ status: true }) : listingEditSchema;
  const edit = parseValue(schema, values) as FormParse<FieldValues>;
  const address = isFeedSource(listing.source)
    ? ({ ok: true, data: {} } as const)
    : (parseValue(listingAddressSchema, values) as FormParse<FieldValues>);
  const errors: FieldErrors = {
    ...(edit.ok ? {} : edit.errors),
    ...(address.ok ? {} : address.errors),
    ...(edit.ok ? priceErrors(edit.data) : {}),
  };
  if (Object.keys(errors).length > 0 || !edit.ok || !address.ok) return { ok: false, errors };
  return { ok: true, data: { ...edit.data, ...address.data } };
}

export async function saveListing(
  services: DeskServices,
  actor: DeskActor,
  id: number,
  values: FormValues,
): Promise<SaveResult> {
  const listing = await findDeskListing(services.db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  const parsed = parseDeskForm(listing, values);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const changes = changedFields(listing, parsed.data);
  if (Object.keys(changes).length === 0) return { kind: "saved", changed: [] };
  let extra = {};
  if ("postcode" in changes || "town" in changes) {
    const position = await positionFor(services.geocoder, {
      postcode: String(parsed.data.postcode),
      town: String(parsed.data.town),
    });
    if (!position) return { kind: "invalid", errors: { postcode: [NOT_PLACED] } };
    extra = position;
  }
  const { heldBack } = await writeDeskChange(services.db, actor, listing, changes, "listing.update", extra);
  return { kind: "saved", changed: Object.keys(changes), heldBack };
}

/** Back to the feed's value of one overridden field (kept with the override, so no import is needed). */
export async function revertOverride(
  db: Db,
  actor: DeskActor,
  id: number,
  field: string,
): Promise<SaveResult> {
  const listing = await findDeskListing(db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  const entry = listing.overrides.fields[field];
  if (!entry) return { kind: "saved", changed: [] };
  await writeDeskChange(db, actor, listing, { [field]: entry.feedValue }, "listing.revert");
  return { kind: "saved", changed: [field] };
}

/** Takes a listing off the site: its page answers 410 and searches leave it out. */
export async function withdrawListing(db: Db, actor: DeskActor, id: number): Promise<SaveResult> {
  const listing = await findDeskListing(db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  if (listing.status === "withdrawn") return { kind: "saved", changed: [] };
  await writeDeskChange(db, actor, listing, { status: "withdrawn" }, "listing.withdraw");
  return { kind: "saved", changed: ["status"] };
}

export const FEED_WITHDREW =
  "The feed withdrew this listing (its CRM no longer lists it); it comes back when the CRM lists it again.";

/** Puts a withdrawn listing back with the status it had before. One the feed withdrew stays the feed's call. */
export async function restoreListing(db: Db, actor: DeskActor, id: number): Promise<SaveResult> {
  const listing = await findDeskListing(db, actor.staff, id);
  if (!listing) return { kind: "missing" };
  if (listing.status !== "withdrawn") return { kind: "saved", changed: [] };
  if (!canRestore(listing)) return { kind: "refused", message: FEED_WITHDREW };
  const override = listing.overrides.fields.status;
  const before = await selectStatusBeforeWithdrawal(db, id);
  const status =
    before && before !== "withdrawn" ? before : ((override?.feedValue as string | null) ?? "available");
  await writeDeskChange(db, actor, listing, { status }, "listing.restore");
  return { kind: "saved", changed: ["status"] };
}
