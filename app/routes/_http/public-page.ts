// How long an anonymous page may be shared (design §1 "Cacheable pages", docs/decisions/014). A page route
// opts in with `export const headers = publicPageHeaders;` (a resource route such as /search.ljson sets the same
// value itself): the host's page cache (server/page-cache.ts) keeps only answers that say `public`, and a CDN
// in front may keep them for s-maxage, then serve them stale while it fetches a new copy. Browsers always
// revalidate (max-age=0): the ETag makes that a 304.
import type { HeadersArgs } from "react-router";

export const PUBLIC_PAGE_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=600";

export function publicPageHeaders({ errorHeaders }: HeadersArgs): HeadersInit {
  // An error answer (a 404 thrown by the loader) keeps its own headers; the host never caches it anyway.
  if (errorHeaders) return errorHeaders;
  return { "Cache-Control": PUBLIC_PAGE_CACHE_CONTROL };
}
