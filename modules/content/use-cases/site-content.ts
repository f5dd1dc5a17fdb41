// The agency's content (menus, theme, footer, flash texts, hero) for pages. It changes rarely, yet every page
// needs it: a short in-memory cache keeps it off the database for most requests (design §1 "Cacheable pages").
import type { Db } from "../../../db/client.ts";
import { readSiteContent, replaceSiteContent } from "../repos/site-content.ts";
import { insertContentVersion, lockContentVersions } from "../repos/site-content-versions.ts";
import type { SiteContent } from "../model/site-content.ts";
import { announceChange, changeGenerationOf } from "../../../platform/change-notices.ts";
import { contentPreviewOf, liveDbOf } from "../../../platform/content-preview.ts";

/** Long enough to absorb bursts, short enough that an edit shows within seconds on every process. */
export const SITE_CONTENT_TTL_MS = 5_000;

/**
 * Memoises an async read per database for `ttlMs`. Concurrent callers share one in-flight read, and a failed
 * read is not cached, so the next request tries again. A change announced since the read (platform/change-notices.ts)
 * makes it stale at once, so a page re-rendered after a content load shows the new content.
 */
export function cachedPerDb<T>(read: (db: Db) => Promise<T>, ttlMs: number, now: () => number = Date.now) {
  const cache = new WeakMap<Db, { expiresAt: number; generation: number; value: Promise<T> }>();
  return (db: Db): Promise<T> => {
    // A preview's request reads through (its content is not the live one the cache holds).
    if (contentPreviewOf(db)) return read(db);
    const hit = cache.get(db);
    if (hit && hit.expiresAt > now() && hit.generation === changeGenerationOf(db)) return hit.value;
    const value = read(db);
    cache.set(db, { expiresAt: now() + ttlMs, generation: changeGenerationOf(db), value });
    value.catch(() => {
      if (cache.get(db)?.value === value) cache.delete(db);
    });
    return value;
  };
}

/**
 * Like cachedPerDb, for slow aggregates a page may show a little out of date (the places with listings, the
 * footer's popular searches, place sizes): once a value exists, an expired or flushed one is still answered
 * while a single fresh read runs in the background. Without it, the first page after every listing edit
 * waited for the whole aggregate (5.5 s with 100,000 listings, bench/admin.ts).
 */
export function refreshedInBackgroundPerDb<T>(
  read: (db: Db) => Promise<T>,
  ttlMs: number,
  now: () => number = Date.now,
) {
  type Entry = { expiresAt: number; generation: number; value: Promise<T>; refreshing: boolean };
  const cache = new WeakMap<Db, Entry>();
  const start = (db: Db, previous?: Entry): Promise<T> => {
    const generation = changeGenerationOf(db);
    const value = read(db);
    if (previous) previous.refreshing = true;
    else cache.set(db, { expiresAt: Number.POSITIVE_INFINITY, generation, value, refreshing: true });
    value.then(
      // Replaced only once it has arrived: until then callers keep the previous value.
      (settled) =>
        cache.set(db, {
          expiresAt: now() + ttlMs,
          generation,
          value: Promise.resolve(settled),
          refreshing: false,
        }),
      () => {
        if (previous) previous.refreshing = false;
        else if (cache.get(db)?.value === value) cache.delete(db);
      },
    );
    return value;
  };
  return (given: Db): Promise<T> => {
    // Aggregates of listings, not of content: a preview's view shares the live handle's entry.
    const db = liveDbOf(given);
    const hit = cache.get(db);
    if (!hit) return start(db);
    const stale = hit.expiresAt <= now() || hit.generation !== changeGenerationOf(db);
    if (stale && !hit.refreshing) void start(db, hit).catch(() => {});
    return hit.value;
  };
}

const liveSiteContent = cachedPerDb(readSiteContent, SITE_CONTENT_TTL_MS);

/** The site's content (a staff preview's version inside one); keys never loaded (or no longer valid) are absent. */
export function getSiteContent(db: Db): Promise<Partial<SiteContent>> {
  const preview = contentPreviewOf(db);
  return preview ? Promise.resolve(preview.content) : liveSiteContent(db);
}

/**
 * Replaces the site's content (a content file's keys) and announces it, so cached pages and the memos above
 * forget the old content in every process (docs/decisions/014).
 */
export async function loadSiteContent(
  db: Db,
  content: Partial<SiteContent>,
  note = "Loaded from a content file",
): Promise<void> {
  // The file's content is also a version (issue 15 item 1), published at once: the back office's history,
  // comparison and rollback see it. Drafts saved before it stay in the history, no longer the draft.
  await db.transaction(async (tx) => {
    await lockContentVersions(tx);
    await replaceSiteContent(tx, content);
    await insertContentVersion(tx, { content, note, createdBy: null, published: true });
  });
  await announceChange(db, "content");
}
