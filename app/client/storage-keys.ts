// The local storage keys of the search history (spec §4), apart from its rules: a page can tell whether there
// is a history without loading them (app/components/property/property-navigation.tsx).
export const SEARCH_HISTORY_KEY = "openhouse.searchHistory";
export const LAST_CLICKED_PROPERTY_KEY = "openhouse.lastClickedProperty";
