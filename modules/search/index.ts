// The search wing's door (docs/architecture.md "Wings"): finding listings (spec §4, §7 "Search and tracking") — the
// search URL grammar and its state, the query with its filters, places, polygons and radius, result cards and map
// markers, legacy links. Code outside the wing imports this file or its model/.
export {
  boundingBox,
  firstPhotoKey,
  marketedByColumn,
  type MarketedBy,
  type PropertySearch,
  searchCondition,
  selectCardPhotos,
  selectPricesByBedrooms,
} from "./repos/search.ts";
export { cardsWithPhotos, loadPropertyCards } from "./use-cases/property-card.ts";
export {
  chooserError,
  locateSearch,
  redirectPathOf,
  resolvePlaceSlugs,
} from "./use-cases/search-location.ts";
export { placeLabel, placeSizes, placesNear, suggestPlaces } from "./use-cases/places.ts";
export {
  branchPlaceLinks,
  landingLink,
  listedPlaces,
  popularSearches,
} from "./use-cases/places-with-listings.ts";
export { createGeocoder, geocode, geocodeMany, geocodeManyExplained } from "./use-cases/geocoding/index.ts";
export { searchMarkers } from "./use-cases/search-markers.ts";
export {
  DEFAULT_PLACE_RADIUS_MILES,
  METRES_PER_MILE,
  resolveSearch,
  SearchInputError,
  searchProperties,
  visitorSearch,
} from "./use-cases/search.ts";
