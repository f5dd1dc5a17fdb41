// POST /api/feeds/{source}/listings (issue 12 item 2): a CRM pushes an Openhouse JSON feed with its API key.
// The import runs while the request waits (a push body is at most FEED_PUSH_MAX_BYTES), so the answer is the
// import's summary. docs/feeds-json.md "Pushing".
import { FeedFormatError } from "../model/feed-listing.ts";
import { parseJsonFeed } from "../model/json-feed.ts";
import type { Services } from "../../../platform/services.ts";
import { verifyFeedApiKey } from "./api-keys.ts";
import { feedImportDependencies } from "./import-dependencies.ts";
import type { ImportSummary } from "./import-types.ts";
import { importFeed, rowsFromLists } from "./run-import.ts";

export type PushMode = "full" | "incremental";
/** A push replaces only what it names unless it says it is the whole stock (?mode=full). */
export const DEFAULT_PUSH_MODE: PushMode = "incremental";

export type PushAnswer =
  | { status: 200; summary: ImportSummary }
  | { status: 401 | 403 | 422 | 500; errors: Record<string, string[]> };

export const PUSH_MESSAGES = {
  mode: "must be incremental or full",
  failed: "The import failed; nothing was changed. Try again later.",
} as const;

export async function receiveFeedPush(
  services: Pick<Services, "db" | "logger" | "config" | "geocoder" | "media">,
  input: { source: string; authorization: string | null; mode: string | null; body: string },
): Promise<PushAnswer> {
  const key = await verifyFeedApiKey(services.db, input.source, input.authorization);
  if (!key.ok) return { status: key.status, errors: { base: [key.message] } };

  const mode = input.mode ?? DEFAULT_PUSH_MODE;
  if (mode !== "full" && mode !== "incremental")
    return { status: 422, errors: { mode: [PUSH_MESSAGES.mode] } };

  let feed: ReturnType<typeof parseJsonFeed>;
  try {
    feed = parseJsonFeed(input.body);
  } catch (error) {
    if (!(error instanceof FeedFormatError)) throw error;
    return { status: 422, errors: { [error.field ?? "base"]: [error.message] } };
  }

  try {
    const summary = await importFeed(
      services.db,
      {
        source: input.source,
        fileName: `push-${new Date().toISOString()}.json`,
        way: "push",
        mode,
        rows: rowsFromLists(feed.listings, feed.errors),
        branches: feed.branches,
        staff: feed.staff,
        // A push carries no files: its media are URLs (a `file` medium is reported by the engine).
        media: null,
      },
      feedImportDependencies(services),
    );
    return { status: 200, summary };
  } catch (error) {
    services.logger.error({ err: error, source: input.source, keyId: key.keyId }, "feed push failed");
    return { status: 500, errors: { base: [PUSH_MESSAGES.failed] } };
  }
}
