// A member of staff's preview of a content version (issue 15 item 1: "preview the site with the draft before
// publishing"). The back office sets a signed cookie naming the version; for a request carrying it from staff who
// may edit content (services/content-preview.ts), the host gives the request a database view tied to that
// version, and every read of the site's content (modules/content/use-cases/site-content.ts) answers the previewed version instead
// of the live one. Such requests bypass the page cache and are never stored by any cache.
import { stringifySetCookie } from "cookie";
import type { SiteContent } from "../modules/content/model/site-content.ts";
import { readSignedValue, signedValue, type SessionKeys } from "./session.ts";
import { SITE_STORAGE } from "../domain/site-storage.ts";

export const CONTENT_PREVIEW_COOKIE = SITE_STORAGE.contentPreview.name;
/** A preview ends by itself after an hour: staff who forget it are not left looking at an old draft. */
const PREVIEW_SECONDS = 3600;
const PURPOSE = "content-preview";

export type ContentPreview = {
  versionId: number;
  /** The version's content, parsed as the live content is. */
  content: Partial<SiteContent>;
};

// The preview travels with the request's database handle: a preview request's load context gets a view of the
// database (an object whose prototype is the real handle, so every query works the same) registered here with
// the version's content. No AsyncLocalStorage: on Node 20 its first use turns on promise hooks that slow every
// later promise of the process. The host and the routes share this module (one module graph), so one registry.
const previews = new WeakMap<object, ContentPreview>();

/** A view of `db` that renders with the preview's content (modules/content/use-cases/site-content.ts reads it). */
export function previewDb<T extends object>(db: T, preview: ContentPreview): T {
  const view = Object.create(db) as T;
  previews.set(view, preview);
  return view;
}

/** The preview a database handle renders with, if it is a preview's view. */
export function contentPreviewOf(db: object): ContentPreview | null {
  return previews.get(db) ?? null;
}

/** The real handle behind a preview's view (caches of data that does not depend on content key on it). */
export function liveDbOf<T extends object>(db: T): T {
  return previews.has(db) ? (Object.getPrototypeOf(db) as T) : db;
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
