// The agency's content (menus, theme, footer, flash texts, hero) for pages. It changes rarely, yet every page
// needs it: a short in-memory cache keeps it off the database for most requests (design §1 "Cacheable pages").
import type { Db } from "../db/client.ts";
import { readSiteContent, replaceSiteContent } from "../db/repos/site-content.ts";
import type { SiteContent } from "../domain/site-content.ts";
import { announceChange, changeGeneration } from "../platform/change-notices.ts";

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
    const hit = cache.get(db);
    if (hit && hit.expiresAt > now() && hit.generation === changeGeneration()) return hit.value;
    const value = read(db);
    cache.set(db, { expiresAt: now() + ttlMs, generation: changeGeneration(), value });
    value.catch(() => {
      if (cache.get(db)?.value === value) cache.delete(db);
    });
    return value;
  };
}

/** The site's content; keys never loaded (or no longer valid) are absent. */
export const getSiteContent: (db: Db) => Promise<Partial<SiteContent>> = cachedPerDb(
  readSiteContent,
  SITE_CONTENT_TTL_MS,
);

/**
 * Replaces the site's content (a content file's keys) and announces it, so cached pages and the memos above
 * forget the old content in every process (docs/decisions/014).
 */
export async function loadSiteContent(db: Db, content: Partial<SiteContent>): Promise<void> {
  await replaceSiteContent(db, content);
  await announceChange(db, "content");
}
