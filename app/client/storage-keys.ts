// The local storage keys of the search history (spec §4), apart from its rules: a page can tell whether there
// is a history without loading them (app/components/property/property-navigation.tsx).
import { SITE_STORAGE } from "../../domain/site-storage.ts";

export const SEARCH_HISTORY_KEY = SITE_STORAGE.searchHistory.name;
export const LAST_CLICKED_PROPERTY_KEY = SITE_STORAGE.lastClickedProperty.name;
