// The listing desk wing's door (docs/architecture.md "Wings"): the back office's listings (issue 14) — the list with its
// filters, one listing's editor over the feed's values (overrides), new listings, media and their order, bulk status
// changes and the preview. It sits above the listings, feeds and branches wings. Code outside imports this file only.
export { bulkStatusMessage, changeStatusInBulk } from "./back-office/bulk-status.ts";
export { createListing } from "./back-office/create-listing.ts";
export { canRestore, findListingForEditor } from "./back-office/desk-listing.ts";
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
export { previewListing } from "./back-office/preview-listing.ts";
export {
  restoreListing,
  revertOverride,
  saveListing,
  type SaveResult,
  withdrawListing,
} from "./back-office/save-listing.ts";
