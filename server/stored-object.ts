// Sends an object from a media store with a year's immutable caching (its key changes when its bytes do). From
// the disk store, express's sendFile as before; from an object store, the object streamed with the headers
// sendFile would have sent (a weak ETag of size and time, Last-Modified, 304 on a match), without byte ranges.
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import type { MediaStore, StoredObjectInfo } from "../platform/media-stores.ts";

const IMMUTABLE_YEAR = "public, max-age=31536000, immutable";

/** `done` gets an error with status 404 when nothing is stored under the key, as sendFile's callback does. */
export function sendStoredObject(
  req: Request,
  res: Response,
  stored: { store: MediaStore; key: string; info?: StoredObjectInfo; contentType?: string },
  done: (error?: Error) => void,
): void {
  const file = stored.store.localFile?.(stored.key);
  if (file) {
    const headers = stored.contentType ? { "Content-Type": stored.contentType } : undefined;
    res.sendFile(file, { maxAge: "1y", immutable: true, headers }, (error) => done(error ?? undefined));
    return;
  }
  streamObject(req, res, stored).then(
    () => done(),
    (error: Error) => done(error),
  );
}

async function streamObject(
  req: Request,
  res: Response,
  {
    store,
    key,
    info,
    contentType,
  }: { store: MediaStore; key: string; info?: StoredObjectInfo; contentType?: string },
) {
  const found = info ?? (await store.stat(key));
  if (!found) throw notFound();
  res.setHeader("Cache-Control", IMMUTABLE_YEAR);
  res.setHeader("Last-Modified", found.modified.toUTCString());
  // The form the `etag` package gives sendFile, so a move between stores looks no different to a browser.
  res.setHeader("ETag", `W/"${found.size.toString(16)}-${found.modified.getTime().toString(16)}"`);
  if (contentType) res.type(contentType);
  else res.type(key.slice(key.lastIndexOf(".")));
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  res.setHeader("Content-Length", found.size);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const body = await store.open(key);
  if (!body) throw notFound();
  await pipeline(body, res);
}

const notFound = () => Object.assign(new Error("Not found"), { status: 404, code: "ENOENT" });

/** A client that went away mid-response (sendFile's ECONNABORTED, a stream's premature close): nothing went wrong here. */
export const isAborted = (error: Error) => {
  const code = (error as NodeJS.ErrnoException).code;
  return code === "ECONNABORTED" || code === "ERR_STREAM_PREMATURE_CLOSE";
};
