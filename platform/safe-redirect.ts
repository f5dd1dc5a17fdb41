// The one check every redirect to a visitor-supplied place goes through (redirect_url, the Referer "back",
// flash redirects; docs/decisions/015): only a path of this site, normalised, never `//host`, `/\host` or a
// scheme, so no redirect of ours can bounce a visitor to another origin.
import { homePath } from "../domain/urls.ts";

// Control characters and backslashes have no place in a path we send back; browsers read `\` as `/`.
const UNSAFE = /[\p{Cc}\\]/u;

// Any origin works for a target that must be a bare path: only a same-origin answer passes.
const PATH_ONLY = "http://openhouse.invalid";

/**
 * `target` (an absolute URL or a path) as `pathname + search` when it is on `origin`, else `fallback`.
 * Without `origin`, only a path is accepted.
 * Dot segments are resolved and repeated slashes collapsed, so `/.//evil.com` becomes `/evil.com`.
 */
export function safeRedirectPath(
  target: string | null | undefined,
  origin: string = PATH_ONLY,
  fallback: string = homePath(),
): string {
  if (typeof target !== "string" || target.trim() === "" || UNSAFE.test(target)) return fallback;
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(target, base.origin);
  } catch {
    return fallback;
  }
  if (url.origin !== base.origin) return fallback;
  const pathname = url.pathname.replace(/\/{2,}/g, "/");
  if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname.startsWith("/\\")) return fallback;
  return `${pathname}${url.search}`;
}
