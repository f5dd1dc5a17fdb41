// The fingerprint of an imported row: equal fingerprints mean nothing to write (issue 12 "Unchanged rows
// are skipped"). It covers every mapped field, the branch and the media names, not the warnings.
import { createHash } from "node:crypto";
import { FEED_MAPPING_VERSION, type FeedListing } from "../model/feed-listing.ts";

export function listingContentHash(listing: FeedListing): string {
  if (listing.sourceFingerprint) return listing.sourceFingerprint;
  const { warnings: _warnings, ...fields } = listing;
  return createHash("sha256")
    .update(JSON.stringify({ v: FEED_MAPPING_VERSION, ...fields }))
    .digest("hex");
}
