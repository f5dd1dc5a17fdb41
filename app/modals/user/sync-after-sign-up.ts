// Spec §7: after sign-up "local saved properties and searches are synced, then the user is reloaded".
// Properties go in one call (POST /saved_properties.ljson {property_ids}); each search with POST /search?{query}.
import { addSavedProperties, createSavedSearch } from "../../client/account.ts";
import { markSavedPropertiesListSynced } from "../../client/saved-properties.ts";
import { readSavedPropertyIds } from "../../client/saved-properties.ts";
import { readSavedSearches } from "../../client/saved-searches.ts";
import { savedSearchQuery } from "../../client/saved-search-query.ts";

export async function syncLocalSavedItems(token: string | null): Promise<void> {
  const ids = readSavedPropertyIds();
  const propertiesSynced = ids.length === 0 || (await addSavedProperties(ids, token).catch(() => false));
  // The first signed-in load would otherwise merge the same list again (spec §4 "once").
  if (propertiesSynced) markSavedPropertiesListSynced(true);
  for (const search of readSavedSearches()) {
    const query = savedSearchQuery({
      path: search.path,
      title: search.title,
      alert_frequency: search.alert_frequency,
    });
    if (query) await createSavedSearch(query, token).catch(() => false);
  }
}
