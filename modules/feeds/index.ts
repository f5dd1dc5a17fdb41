// The feeds wing's door (docs/architecture.md "Wings"): listing feeds into the database — BLM files and zips,
// Openhouse JSON files and pushes, branch and staff CSVs — through one sync engine, and the back office's feeds
// pages. Code outside the wing imports this file or the wing's pure model (model/), never the rooms between.
export { importFeedFile } from "./sync/import-feed-file.ts";
export { feedImportDependencies } from "./sync/import-dependencies.ts";
export type { FeedFileOptions, ImportMode, ImportSummary, ImportWay } from "./sync/import-types.ts";
export { receiveFeedPush } from "./sync/push.ts";
export { receiveRtdf } from "./sync/rtdf.ts";
export {
  createFeedApiKey,
  listFeedApiKeys,
  revokeFeedApiKey,
  verifyFeedApiKey,
  type FeedApiKeySummary,
} from "./sync/api-keys.ts";
export { placeUnplacedListings, placingSummary } from "./sync/place-listings.ts";
export { branchSlug } from "./sync/branches-staff.ts";
// The branches' and team's rows are written here whoever writes them: a feed, or the back office's editors.
export {
  insertBranch,
  insertStaff,
  selectSlugsLike,
  updateBranch,
  updateStaff,
} from "./repos/feed-branches.ts";
export { finishImportRun, insertImportRun } from "./repos/import-runs.ts";
export { selectFeedSources, selectLastImportRun } from "./repos/admin-feeds.ts";
export {
  createKey,
  feedsOverview,
  importRunDetail,
  importUploadedFile,
  revokeKey,
  type ImportRunListRow,
  type UploadInput,
} from "./back-office/feed-pages.ts";
export { startFeedDropFolder } from "./jobs/feed-drop-folder.ts";
export { startListingPlacer } from "./jobs/listing-placer.ts";
