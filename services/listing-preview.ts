// "Preview" on the listing editor (issue 14): the draft as the public page would show it, built from what
// the public page reads (services/property-page.ts) with the draft's fields over the stored ones, and the
// card (price text, tags) worked out again from the draft. Nothing is saved. Composed here, beside the property
// page it previews: it combines the listings desk, the property page and the search's cards.
import { selectCardPhotos, cardsWithPhotos } from "../modules/search/index.ts";
import type { FieldErrors, FormValues } from "../modules/listings/model/listing-form.ts";
import { columnsOf } from "../modules/listings/model/overrides.ts";
import type { PropertyDetails } from "../modules/listings/model/property-details.ts";
import type { Services } from "../platform/services.ts";
import { getPropertyPage } from "./property-page.ts";
import type { SignedInStaff } from "../modules/staff/index.ts";
import { findDeskListing, parseDeskForm } from "../modules/listing-desk/index.ts";

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
