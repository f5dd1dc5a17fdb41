// A member of staff's preview of a content version (issue 15 item 1: "preview the site with the draft before
// publishing"). The back office sets a signed cookie naming the version; for a request carrying it from staff who
// may edit content, the host runs the request inside this context (services/content-preview.ts), and every read
// of the site's content (services/site-content.ts) answers the previewed version instead of the live one. Such
// requests bypass the page cache and are never stored by any cache.
import { AsyncLocalStorage } from "node:async_hooks";
import { stringifySetCookie } from "cookie";
import type { SiteContent } from "../domain/site-content.ts";
import { readSignedValue, signedValue, type SessionKeys } from "./session.ts";

export const CONTENT_PREVIEW_COOKIE = "oh_content_preview";
/** A preview ends by itself after an hour: staff who forget it are not left looking at an old draft. */
const PREVIEW_SECONDS = 3600;
const PURPOSE = "content-preview";

export type ContentPreview = {
  versionId: number;
  /** The version's content, parsed as the live content is. */
  content: Partial<SiteContent>;
};

// One store per process, on globalThis: the React Router build (build/server) bundles its own copy of this module
// beside the host's, and both must see the same preview (as platform/change-notices.ts does).
const STORE_KEY = Symbol.for("openhouse.content-preview");
const previews = ((globalThis as Record<symbol, unknown>)[STORE_KEY] ??=
  new AsyncLocalStorage<ContentPreview>()) as AsyncLocalStorage<ContentPreview>;

/** The preview this request renders with, if any. */
export function activeContentPreview(): ContentPreview | null {
  return previews.getStore() ?? null;
}

export function withContentPreview<T>(preview: ContentPreview, run: () => T): T {
  return previews.run(preview, run);
}

export function contentPreviewCookie(keys: SessionKeys, versionId: number): string {
  return stringifySetCookie(CONTENT_PREVIEW_COOKIE, signedValue(keys, PURPOSE, String(versionId)), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: keys.secure,
    maxAge: PREVIEW_SECONDS,
  });
}

export function clearContentPreviewCookie(keys: SessionKeys): string {
  return stringifySetCookie(CONTENT_PREVIEW_COOKIE, "", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: keys.secure,
    maxAge: 0,
  });
}

/** The version a request's cookie asks to preview (signature checked, nothing else), or null. */
export function previewedVersionId(keys: SessionKeys, cookieValue: string | undefined): number | null {
  const payload = readSignedValue(keys, PURPOSE, cookieValue);
  const id = payload === null ? NaN : Number(payload);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
