// Where media live (issue 44 item 9): MEDIA_STORE unset (or "disk") keeps originals under DATA_DIR/media and
// renditions under DATA_DIR/media-cache, as always; MEDIA_STORE=s3://bucket/prefix keeps the same two folders
// under the prefix of a bucket on an S3-compatible object store, so web processes on several machines share them.
// The endpoint, region and keys are the AWS SDK's own variables, read here from the configuration's environment
// (which tests build themselves) rather than left to the SDK's reading of process.env.

export type S3Location = {
  kind: "s3";
  bucket: string;
  /** "" or a prefix ending in "/", under which media/ and media-cache/ lie. */
  prefix: string;
  /** AWS_ENDPOINT_URL_S3, else AWS_ENDPOINT_URL; null for AWS's own endpoints. */
  endpoint: string | null;
  region: string;
  /** bucket in the path (http://host/bucket/key), as most S3-compatible servers want, not in the host name. */
  forcePathStyle: boolean;
  /** null: the SDK's default credential chain (a profile, an instance or task role). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | null;
};

export type MediaLocation = { kind: "disk"; dataDir: string } | S3Location;

// S3's bucket naming rules (3–63 lower-case letters, digits, dots and hyphens, a letter or digit at each end).
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
// Plain path segments: no empty, "." or ".." segment, nothing a URL would have to escape.
const PREFIX_SEGMENT = /^(?!\.{1,2}$)[A-Za-z0-9._-]+$/;

const invalid = (line: string) => new Error(`Invalid configuration:\n  ${line}`);

/** MEDIA_STORE and its companions → a location; throws a configuration error naming the variable at fault. */
export function parseMediaLocation(env: NodeJS.ProcessEnv, dataDir: string): MediaLocation {
  const value = env.MEDIA_STORE?.trim() ?? "";
  if (value === "" || value === "disk") return { kind: "disk", dataDir };
  const usage = "use disk (the default) or s3://bucket/prefix";
  if (!value.startsWith("s3://")) throw invalid(`MEDIA_STORE: not a media store: ${value} (${usage})`);
  const [bucket = "", ...segments] = value.slice("s3://".length).replace(/\/+$/, "").split("/");
  if (bucket.includes("@") || bucket.includes(":")) {
    throw invalid(
      "MEDIA_STORE: keys and ports do not belong in it; use AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_ENDPOINT_URL_S3",
    );
  }
  if (!BUCKET.test(bucket))
    throw invalid(`MEDIA_STORE: not an S3 bucket name: ${bucket || "(none)"} (${usage})`);
  const bad = segments.find((segment) => !PREFIX_SEGMENT.test(segment));
  if (bad !== undefined) {
    throw invalid(
      `MEDIA_STORE: the prefix may hold letters, digits, ".", "_" and "-" between single slashes, not ${JSON.stringify(bad)}`,
    );
  }
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || null;
  if (endpoint !== null && !/^https?:\/\/[^/]/.test(endpoint)) {
    const name = env.AWS_ENDPOINT_URL_S3 ? "AWS_ENDPOINT_URL_S3" : "AWS_ENDPOINT_URL";
    throw invalid(`${name}: not an http(s) URL: ${endpoint}`);
  }
  if (!env.AWS_REGION) throw invalid(`AWS_REGION is required with MEDIA_STORE=${value}`);
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw invalid("AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY are set together or not at all");
  }
  const pathStyle = env.AWS_S3_FORCE_PATH_STYLE ?? "0";
  if (pathStyle !== "0" && pathStyle !== "1")
    throw invalid(`AWS_S3_FORCE_PATH_STYLE: 0 or 1, not ${pathStyle}`);
  return {
    kind: "s3",
    bucket,
    prefix: segments.map((segment) => `${segment}/`).join(""),
    endpoint,
    region: env.AWS_REGION,
    forcePathStyle: pathStyle === "1",
    credentials:
      accessKeyId && secretAccessKey
        ? {
            accessKeyId,
            secretAccessKey,
            ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
          }
        : null,
  };
}

/** The location for logs and messages, without its keys. */
export const describeMediaLocation = (location: MediaLocation) =>
  location.kind === "disk"
    ? `${location.dataDir}/media`
    : `s3://${location.bucket}/${location.prefix}${location.endpoint ? ` at ${location.endpoint}` : ""}`;
