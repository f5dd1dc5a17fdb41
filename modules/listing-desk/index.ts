// The listing desk wing's door (docs/architecture.md "Wings"): the back office's listings (issue 14) — the list with its
// filters, one listing's editor over the feed's values (overrides), new listings, media and their order, bulk status
// changes (the preview, which combines it with the property page, is composed in services/listing-preview.ts). It sits
// above the listings, feeds and branches wings. Code outside imports this file only.
export { bulkStatusMessage, changeStatusInBulk } from "./back-office/bulk-status.ts";
export { createListing } from "./back-office/create-listing.ts";
export { canRestore, findDeskListing, findListingForEditor } from "./back-office/desk-listing.ts";
export { listingBranches, listListings } from "./back-office/list-listings.ts";
export {
  addMediaLink,
  editMedia,
  type MediaMove,
  type MediaResult,
  reorderMedia,
  revertMedia,
  uploadMedia,
} from "./back-office/listing-media.ts";
export {
  parseDeskForm,
  restoreListing,
  revertOverride,
  saveListing,
  type SaveResult,
  withdrawListing,
} from "./back-office/save-listing.ts";
