// A local server that speaks the S3 protocol (s3rver, objects kept as files in a temporary folder of its own),
// for the media stores' tests: MEDIA_STORE=s3://… pointed at it with the SDK's own variables.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

// s3rver takes any keys it is told to expect; these are its defaults.
const KEY = "S3RVER";

export async function startS3Server(bucket: string) {
  const directory = mkdtempSync(path.join(tmpdir(), "openhouse-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  /** The variables a server reads to reach it, as an operator would set them. */
  const env = {
    AWS_ENDPOINT_URL_S3: endpoint,
    AWS_REGION: "eu-west-2",
    AWS_ACCESS_KEY_ID: KEY,
    AWS_SECRET_ACCESS_KEY: KEY,
    AWS_S3_FORCE_PATH_STYLE: "1",
  };
  const client = new S3Client({
    endpoint,
    region: env.AWS_REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });
  return {
    endpoint,
    env,
    /** Every key in the bucket under the prefix, listed through the protocol. */
    async keys(prefix = ""): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async stop() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
