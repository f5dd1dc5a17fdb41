// A listing created on the desk (issue 14 "Agencies without a CRM create listings here"): source "manual",
// placed by the geocoder the importer uses, first history entry "listed" as an import records it.
import { referenceTaken, insertHistory, insertListings, updateListing } from "../../listings/index.ts";
import {
  priceErrors,
  type FieldErrors,
  type FieldValues,
  type FormValues,
} from "../../listings/model/listing-form.ts";
import { listingCreateSchema } from "../../listings/model/new-listing.ts";
import { parseValue } from "../../../platform/form-submission.ts";
import { columnsOf, MANUAL_SOURCE } from "../../listings/model/overrides.ts";
import { branchScope, inScope } from "../../staff/model/roles.ts";
import { historyEvents } from "../../feeds/model/listing-changes.ts";
import { announceChange } from "../../../platform/change-notices.ts";
import { recordAudit } from "../../audit/index.ts";
import { auditActor, type DeskActor } from "./desk-listing.ts";
import { NOT_PLACED, type DeskServices } from "./save-listing.ts";
import { positionFor } from "../../../platform/geocoder.ts";
import type { PropertyStatus } from "../../listings/model/card-tags.ts";
import {
  advertHoldOf,
  selectAdvertSettings,
  earlierMarketingOf,
  recordAdvertVersions,
  type AdvertColumns,
} from "../../advert-rules/index.ts";

/** A new listing's words before the form's: what a field left empty means to the advert rules. */
const EMPTY_ADVERT: Omit<AdvertColumns, "channel"> = {
  price: null,
  poa: false,
  priceQualifier: null,
  summary: "",
  description: "",
  keyFeatures: [],
  tags: [],
  shortLet: false,
  tenure: null,
  materialInformation: {},
};

export type CreateResult =
  { kind: "created"; id: number; heldBack: boolean } | { kind: "invalid"; errors: FieldErrors };

export async function createListing(
  services: DeskServices,
  actor: DeskActor,
  values: FormValues,
): Promise<CreateResult> {
  const parsed = parseValue(listingCreateSchema, values) as
    | { ok: true; data: FieldValues & { channel: "sales" | "lettings"; branchId: number; reference: string } }
    | { ok: false; errors: FieldErrors };
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const { channel, branchId, reference, ...fields } = parsed.data;
  const errors: FieldErrors = { ...priceErrors(fields) };
  if (!inScope(branchScope(actor.staff), branchId)) errors.branchId = ["Please choose one of your branches"];
  if (reference && (await referenceTaken(services.db, MANUAL_SOURCE, reference)))
    errors.reference = ["Another listing has this reference"];
  if (Object.keys(errors).length > 0) return { kind: "invalid", errors };
  const position = await positionFor(services.geocoder, {
    postcode: String(fields.postcode),
    town: String(fields.town),
  });
  if (!position) return { kind: "invalid", errors: { postcode: [NOT_PLACED] } };

  const columns = columnsOf({ materialInformation: {}, channel, rentFrequency: null }, fields);
  const now = new Date();
  // Badge honesty (issue 41): a home the agency marketed in the last six months is dated from that marketing.
  const run = (
    await earlierMarketingOf(services.db, [
      {
        channel,
        postcode: String(fields.postcode),
        houseNumber: (fields.houseNumber as string | null) ?? null,
        houseName: (fields.houseName as string | null) ?? null,
        street: String(fields.street),
        listedAt: now,
      },
    ])
  ).get(0);
  const advertPolicy = await selectAdvertSettings(services.db);
  const hold = advertHoldOf(
    { ...EMPTY_ADVERT, ...(columns as Partial<AdvertColumns>), channel },
    advertPolicy,
  );
  const id = await services.db.transaction(async (tx) => {
    const [[, newId]] = (await insertListings(tx, [
      {
        ...(columns as object),
        // A placeholder until the id is known, when no reference was given.
        reference: reference || `pending-${crypto.randomUUID()}`,
        channel,
        branchId,
        source: MANUAL_SOURCE,
        priceFrequency: channel === "lettings" ? "pcm" : "outright",
        ...position,
        createdAt: run?.firstListedAt ?? now,
        ...hold,
      } as Parameters<typeof insertListings>[1][number],
    ])) as [[string, number]];
    if (!reference) await updateListing(tx, newId, { reference: `OH${newId}` });
    await recordAdvertVersions(tx, [newId], now);
    const status = (fields.status as PropertyStatus | null) ?? "available";
    await insertHistory(
      tx,
      historyEvents(null, { price: (fields.price as number | null) ?? null, status }).map((event) => ({
        propertyId: newId,
        changedAt: now,
        ...event,
      })),
    );
    await recordAudit(tx, {
      actor: auditActor(actor),
      action: "listing.create",
      subject: `listing:${newId}`,
      after: { ...fields, channel, branchId, reference: reference || `OH${newId}` },
      origin: actor.origin,
    });
    return newId;
  });
  await announceChange(services.db, "listings");
  return { kind: "created", id, heldBack: hold.heldBack };
}
