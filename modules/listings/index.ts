// The listings wing's door (docs/architecture.md "Wings"): the agency's homes for sale and to let as the site shows
// them — one listing's page with its media, history, documents and material information, where it sits on the map,
// its views. Code outside the wing imports this file or its model/.
export {
  type BranchOption,
  countDeskListings,
  deleteListingMedia,
  type DeskListRow,
  referenceTaken,
  selectBranchOptions,
  selectDeskListing,
  selectDeskPage,
  selectFeedSources,
  selectStatusBeforeWithdrawal,
  touchListing,
  updateListingMedia,
} from "./repos/admin-listings.ts";
export { upcomingAuctionDates } from "./use-cases/auction-dates.ts";
export {
  analyzeListings,
  countLiveListings,
  type HistoryInsert,
  insertHistory,
  insertListings,
  type KnownMedia,
  type ListingInsert,
  type MediaInsert,
  replaceMediaOf,
  selectListingHistory,
  selectListingStates,
  selectPriceSince,
  selectLiveContentHashes,
  selectLiveListings,
  selectMediaBySourceName,
  type StoredListingState,
  updateListing,
  withdrawListings,
} from "./repos/feed-listings.ts";
export { saveOverrides, selectOverrides, type StoredOverrides } from "./repos/listing-overrides.ts";
export {
  countListingsByPlacement,
  type PlacementUpdate,
  savePlacements,
  selectUnplacedListings,
} from "./repos/listing-placement.ts";
export {
  type PropertyMediaRow,
  selectChildProperties,
  selectPropertyById,
  selectListingAgency,
  selectPropertyMedia,
} from "./repos/properties.ts";
export { recordPropertyView } from "./use-cases/property-views.ts";
export { sendToFriend, type SendToFriendResult } from "./use-cases/send-to-friend.ts";
