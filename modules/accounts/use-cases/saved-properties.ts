// Saved properties of signed-in users (issue 6 item 5; spec §7 "Saved items"), answered as the search's
// property cards (modules/search/use-cases/property-card.ts) so the sidebar renders them like results.
import { themeSettingsOf } from "../../content/model/default-theme.ts";
import { deleteSavedProperty, insertSavedProperties, selectSavedListings } from "../repos/saved-items.ts";
import { publicReads, type Services } from "../../../platform/services.ts";
import { loadPropertyCards } from "../../search/index.ts";
import type { PropertyCard } from "../../listings/model/property-card.ts";
import { getSiteContent } from "../../content/index.ts";

// At a group site a visitor saves its members' listings too (docs/decisions/034): each call reads through the
// handles its public pages read with.
export async function listSavedProperties(services: Services, userId: number): Promise<PropertyCard[]> {
  const { db } = publicReads(services);
  const [rows, content] = await Promise.all([selectSavedListings(db, userId), getSiteContent(db)]);
  return loadPropertyCards(db, rows, themeSettingsOf(content.theme));
}

/** Merges the ids into the user's list (spec §4: the first signed-in load merges local and server lists). */
export async function saveProperties(
  services: Services,
  userId: number,
  propertyIds: number[],
): Promise<number[]> {
  return insertSavedProperties(publicReads(services).db, userId, propertyIds);
}

/** Adds one property; false when no such property exists. */
export async function saveProperty(services: Services, userId: number, propertyId: number): Promise<boolean> {
  return (await insertSavedProperties(publicReads(services).db, userId, [propertyId])).length === 1;
}

export async function unsaveProperty(services: Services, userId: number, propertyId: number): Promise<void> {
  await deleteSavedProperty(services.db, userId, propertyId);
}

/** A property id from a URL segment: a positive 32-bit integer, else null. */
export function propertyIdOf(raw: string | undefined): number | null {
  return raw !== undefined && /^\d{1,9}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;
}
