// The fingerprint of an imported row: equal fingerprints mean nothing to write (issue 12 "Unchanged rows
// are skipped"). It covers every mapped field, the branch and the media names, not the warnings.
import { createHash } from "node:crypto";
import type { FeedListing } from "../../domain/feeds/feed-listing.ts";

// Bump when the mapping changes, so the next import rewrites every listing with the new mapping.
const MAPPING_VERSION = 1;

export function listingContentHash(listing: FeedListing): string {
  const { warnings: _warnings, ...fields } = listing;
  return createHash("sha256")
    .update(JSON.stringify({ v: MAPPING_VERSION, ...fields }))
    .digest("hex");
}
