// MEDIA_STORE (issue 44 item 9): where media live, and a clear refusal at start-up naming the variable at fault.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { parseMediaLocation } from "./media-location.ts";

const DATA_DIR = mkdtempSync(path.join(tmpdir(), "openhouse-media-location-"));
const S3 = { AWS_REGION: "eu-west-2" };
const parse = (env: Record<string, string>) => parseMediaLocation(env, DATA_DIR);

describe("MEDIA_STORE", () => {
  it("is DATA_DIR's folders when unset, empty or disk", () => {
    for (const env of [{}, { MEDIA_STORE: "" }, { MEDIA_STORE: "disk" }] as Record<string, string>[]) {
      expect(parse(env)).toEqual({ kind: "disk", dataDir: DATA_DIR });
    }
    expect(loadConfig({ DATA_DIR, SESSION_SECRET: "x".repeat(32) }).media).toEqual({
      kind: "disk",
      dataDir: DATA_DIR,
    });
  });

  it("takes a bucket and an optional prefix, with the SDK's variables for the rest", () => {
    expect(parse({ MEDIA_STORE: "s3://openhouse-media", ...S3 })).toEqual({
      kind: "s3",
      bucket: "openhouse-media",
      prefix: "",
      endpoint: null,
      region: "eu-west-2",
      forcePathStyle: false,
      credentials: null,
    });
    expect(
      parse({
        MEDIA_STORE: "s3://media.example/sites/agency-1/",
        AWS_ENDPOINT_URL: "http://other:9000",
        AWS_ENDPOINT_URL_S3: "https://s3.example:9000",
        AWS_REGION: "auto",
        AWS_ACCESS_KEY_ID: "id",
        AWS_SECRET_ACCESS_KEY: "secret",
        AWS_SESSION_TOKEN: "token",
        AWS_S3_FORCE_PATH_STYLE: "1",
      }),
    ).toEqual({
      kind: "s3",
      bucket: "media.example",
      prefix: "sites/agency-1/",
      // The S3 endpoint before the general one, as the SDK itself orders them.
      endpoint: "https://s3.example:9000",
      region: "auto",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret", sessionToken: "token" },
    });
    expect(
      parse({ MEDIA_STORE: "s3://b12", AWS_ENDPOINT_URL: "http://127.0.0.1:9000", ...S3 }),
    ).toMatchObject({ endpoint: "http://127.0.0.1:9000" });
  });

  it.each([
    [{ MEDIA_STORE: "/srv/media" }, /MEDIA_STORE: not a media store: \/srv\/media/],
    [{ MEDIA_STORE: "S3://bucket" }, /MEDIA_STORE: not a media store/],
    [{ MEDIA_STORE: "s3://" }, /MEDIA_STORE: not an S3 bucket name: \(none\)/],
    [{ MEDIA_STORE: "s3://My_Bucket" }, /MEDIA_STORE: not an S3 bucket name: My_Bucket/],
    [{ MEDIA_STORE: "s3://ab" }, /MEDIA_STORE: not an S3 bucket name/],
    [{ MEDIA_STORE: "s3://id:secret@bucket" }, /MEDIA_STORE: keys and ports do not belong in it/],
    [{ MEDIA_STORE: "s3://bucket/a//b" }, /MEDIA_STORE: the prefix .* not ""/],
    [{ MEDIA_STORE: "s3://bucket/../other" }, /MEDIA_STORE: the prefix .* not "\.\."/],
    [{ MEDIA_STORE: "s3://bucket/a?b" }, /MEDIA_STORE: the prefix/],
    [{ MEDIA_STORE: "s3://bucket" }, /AWS_REGION is required with MEDIA_STORE=s3:\/\/bucket/],
    [
      { MEDIA_STORE: "s3://bucket", AWS_ENDPOINT_URL_S3: "minio:9000", ...S3 },
      /AWS_ENDPOINT_URL_S3: not an http/,
    ],
    [{ MEDIA_STORE: "s3://bucket", AWS_ENDPOINT_URL: "ftp://x", ...S3 }, /AWS_ENDPOINT_URL: not an http/],
    [
      { MEDIA_STORE: "s3://bucket", AWS_ACCESS_KEY_ID: "id", ...S3 },
      /AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY/,
    ],
    [
      { MEDIA_STORE: "s3://bucket", AWS_S3_FORCE_PATH_STYLE: "yes", ...S3 },
      /AWS_S3_FORCE_PATH_STYLE: 0 or 1/,
    ],
  ])("refuses %o at start-up", (env, message) => {
    expect(() => loadConfig({ DATA_DIR, SESSION_SECRET: "x".repeat(32), ...env })).toThrow(message);
    expect(() => parse(env)).toThrow(/^Invalid configuration:\n {2}/);
  });
});
