// PLACEHOLDER until the sync engine is merged (issue 12, another branch): the signature the push endpoint
// calls. The engine's own file replaces this one.
import type { Db } from "../../db/client.ts";
import type { FeedBranch, FeedListing, FeedRowError, FeedStaff } from "../../domain/feeds/feed-listing.ts";

export type ImportWay = "command" | "drop_folder" | "push";
export type ImportCounts = {
  created: number;
  updated: number;
  unchanged: number;
  withdrawn: number;
  skipped: number;
  media: number;
  warnings: number;
  errors: number;
};
export type ImportSummary = {
  runId: number;
  state: "succeeded" | "refused" | "failed";
  counts: ImportCounts;
  message: string | null;
};

export async function importParsedFeed(
  _db: Db,
  _input: {
    source: string;
    fileName: string;
    way: ImportWay;
    mode: "full" | "incremental";
    listings: FeedListing[];
    branches: FeedBranch[];
    staff: FeedStaff[];
    rowErrors: FeedRowError[];
    mediaRoot: string | null;
    force?: boolean;
  },
): Promise<ImportSummary> {
  throw new Error("sync engine not merged yet");
}
