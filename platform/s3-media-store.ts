// The media stores on an S3-compatible object store (MEDIA_STORE=s3://bucket/prefix, issue 44 item 9): originals
// under {prefix}media/ and renditions under {prefix}media-cache/, the disk's layout, so `aws s3 sync DATA_DIR/media
// s3://bucket/prefix/media` moves an existing site. A PUT is all or nothing, as the disk store's rename is.
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Location } from "./media-location.ts";
import type { MediaStore, MediaStores } from "./media-stores.ts";

// Stored with each object, so the bucket makes sense to whoever browses it or puts a CDN straight in front.
const CONTENT_TYPES: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  pdf: "application/pdf",
};

export function s3MediaStores(location: S3Location): MediaStores {
  const client = new S3Client({
    region: location.region,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    forcePathStyle: location.forcePathStyle,
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
  return {
    originals: s3MediaStore(client, location.bucket, `${location.prefix}media/`),
    renditions: s3MediaStore(client, location.bucket, `${location.prefix}media-cache/`),
  };
}

function s3MediaStore(client: S3Client, bucket: string, prefix: string): MediaStore {
  const object = (key: string) => ({ Bucket: bucket, Key: prefix + key });
  const get = (key: string) => missingAsNull(client.send(new GetObjectCommand(object(key))));
  return {
    async stat(key) {
      const head = await missingAsNull(client.send(new HeadObjectCommand(object(key))));
      return head ? { size: head.ContentLength ?? 0, modified: head.LastModified ?? new Date(0) } : null;
    },
    async read(key) {
      const found = await get(key);
      return found?.Body ? Buffer.from(await found.Body.transformToByteArray()) : null;
    },
    async open(key) {
      // In Node the SDK's body is the response's IncomingMessage, a Readable.
      return ((await get(key))?.Body as Readable | undefined) ?? null;
    },
    async write(key, bytes) {
      const extension = key.slice(key.lastIndexOf(".") + 1);
      await client.send(
        new PutObjectCommand({ ...object(key), Body: bytes, ContentType: CONTENT_TYPES[extension] }),
      );
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand(object(key)));
    },
  };
}

async function missingAsNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    // GET says NoSuchKey; HEAD has no body to say it in, so only its status tells.
    if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
    throw error;
  }
}
