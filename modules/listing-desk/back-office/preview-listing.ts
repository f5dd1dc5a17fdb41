// "Preview" on the listing editor (issue 14): the draft as the public page would show it, built from what
// the public page reads (services/property-page.ts) with the draft's fields over the stored ones, and the
// card (price text, tags) worked out again from the draft. Nothing is saved.
import { selectCardPhotos, cardsWithPhotos } from "../../search/index.ts";
import type { FieldErrors, FormValues } from "../../listings/model/listing-form.ts";
import { columnsOf } from "../../listings/model/overrides.ts";
import type { PropertyDetails } from "../../listings/model/property-details.ts";
import type { Services } from "../../../services/index.ts";
import { getPropertyPage } from "../../../services/property-page.ts";
import type { SignedInStaff } from "../../staff/index.ts";
import { findDeskListing } from "./desk-listing.ts";
import { parseDeskForm } from "./save-listing.ts";

export type PreviewResult =
  | { kind: "preview"; property: PropertyDetails }
  | { kind: "invalid"; errors: FieldErrors }
  | { kind: "missing" };

export async function previewListing(
  services: Services,
  staff: SignedInStaff,
  id: number,
  values: FormValues,
): Promise<PreviewResult> {
  const listing = await findDeskListing(services.db, staff, id);
  if (!listing) return { kind: "missing" };
  const parsed = parseDeskForm(listing, values);
  if (!parsed.ok) return { kind: "invalid", errors: parsed.errors };
  const page = await getPropertyPage(services, id);
  if (page.kind === "missing") return { kind: "missing" };
  const draft = { ...page.property, ...columnsOf(page.property, parsed.data) };
  const photos = await selectCardPhotos(services.db, [id]);
  const [card] = cardsWithPhotos([draft], photos, page.property.settings);
  return { kind: "preview", property: { ...draft, card: card! } };
}
