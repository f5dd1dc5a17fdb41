// The media stores (issue 44 item 9): what the media code reads and writes bytes through, by key, instead of a
// folder. One for originals (media/) and one for renditions (media-cache/), on this machine's disk or on an
// S3-compatible object store (platform/media-location.ts, docs/decisions/030-media-on-an-object-store.md).
import type { Readable } from "node:stream";
import { diskMediaStore } from "./disk-media-store.ts";
import type { MediaLocation } from "./media-location.ts";
import { s3MediaStores } from "./s3-media-store.ts";
import path from "node:path";

export type StoredObjectInfo = { size: number; modified: Date };

/** Keys are relative paths with "/" between segments (feeds/ab/{sha256}.jpg); callers check them first. */
export interface MediaStore {
  /** null when nothing is stored under the key. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  read(key: string): Promise<Buffer | null>;
  /** The bytes as a stream, for serving; null when nothing is stored under the key. */
  open(key: string): Promise<Readable | null>;
  /** All or nothing: a reader on any machine sees the old bytes, none, or the new ones whole. */
  write(key: string, bytes: Uint8Array): Promise<void>;
  delete(key: string): Promise<void>;
  /** The disk store's file for a key: served with sendFile, exactly as before there were other stores. */
  localFile?(key: string): string;
}

export type MediaStores = { originals: MediaStore; renditions: MediaStore };

export function openMediaStores(location: MediaLocation): MediaStores {
  if (location.kind === "s3") return s3MediaStores(location);
  return {
    originals: diskMediaStore(path.join(location.dataDir, "media")),
    renditions: diskMediaStore(path.join(location.dataDir, "media-cache")),
  };
}

/**
 * One agency's part of the install's stores (issue 44 item 4): every key of `stores` under `prefix`, so an agency's
 * media are deduplicated within the agency only, and a key of another agency's finds nothing here.
 */
export function mediaStoresUnder(stores: MediaStores, prefix: string): MediaStores {
  if (!prefix) return stores;
  return {
    originals: storeUnder(stores.originals, prefix),
    renditions: storeUnder(stores.renditions, prefix),
  };
}

function storeUnder(store: MediaStore, prefix: string): MediaStore {
  const at = (key: string) => `${prefix}${key}`;
  return {
    stat: (key) => store.stat(at(key)),
    read: (key) => store.read(at(key)),
    open: (key) => store.open(at(key)),
    write: (key, bytes) => store.write(at(key), bytes),
    delete: (key) => store.delete(at(key)),
    ...(store.localFile ? { localFile: (key: string) => store.localFile!(at(key)) } : {}),
  };
}

/** How a group site names a member's media (issue 44 item 7): `members/{agency id}/{the member's own key}`. */
export function memberMediaKey(memberId: number, key: string): string {
  return `members/${memberId}/${key}`;
}

const MEMBER_KEY = /^members\/(\d+)\/(.+)$/;

/**
 * A group site's stores (decision 034): its own, and its members' originals read through `members/{id}/…` keys, so
 * a member's photo is drawn at the group's address without a copy. A key naming an agency that is not a live member
 * finds nothing, and a member's originals are never written or deleted through the group. Renditions of members'
 * photos are the group's own cache.
 */
export function groupMediaStores(
  own: MediaStores,
  memberStores: (memberId: number) => MediaStores | null,
): MediaStores {
  const route = (key: string): { store: MediaStore; key: string } | null => {
    const member = MEMBER_KEY.exec(key);
    if (!member) return { store: own.originals, key };
    const stores = memberStores(Number(member[1]));
    return stores ? { store: stores.originals, key: member[2]! } : null;
  };
  const ownOnly = (key: string): MediaStore => {
    if (MEMBER_KEY.test(key)) throw new Error(`A group site does not write its members' media (${key})`);
    return own.originals;
  };
  const originals: MediaStore = {
    stat: async (key) => {
      const found = route(key);
      return found ? found.store.stat(found.key) : null;
    },
    read: async (key) => {
      const found = route(key);
      return found ? found.store.read(found.key) : null;
    },
    open: async (key) => {
      const found = route(key);
      return found ? found.store.open(found.key) : null;
    },
    write: (key, bytes) => ownOnly(key).write(key, bytes),
    delete: (key) => ownOnly(key).delete(key),
  };
  if (own.originals.localFile) {
    originals.localFile = (key) => {
      const found = route(key);
      // A member that is gone: a file that does not exist, which is served as a 404.
      if (!found?.store.localFile) return own.originals.localFile!(`missing/${key}`);
      return found.store.localFile(found.key);
    };
  }
  return { originals, renditions: own.renditions };
}
