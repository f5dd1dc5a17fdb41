import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openFeedZip } from "../../modules/feeds/files/zip/feed-zip.ts";
import { openBlm } from "../../modules/feeds/files/blm/blm-reader.ts";
import { writeSampleBlm, writeSampleFeedZip } from "../support/sample-blm.ts";

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), "sample-blm-"));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe("sample BLM generator", () => {
  it("writes a file the reader takes without errors or warnings", async () => {
    const path = join(dir, "sample.blm");
    const bytes = await writeSampleBlm(path, {
      listings: 250,
      descriptionChars: 500,
      newline: "\r\n",
      eor: "|",
    });
    expect(bytes).toBeGreaterThan(250 * 500);
    const file = await openBlm(path);
    let count = 0;
    for await (const row of file.rows()) {
      if (!("listing" in row)) throw new Error(JSON.stringify(row));
      expect(row.listing.warnings).toEqual([]);
      count++;
    }
    expect(count).toBe(250);
    expect(file.trailerWarnings()).toEqual([]);
  });

  it("writes a zip whose BLM names only media the zip holds", async () => {
    const zip = join(dir, "feed.zip");
    const pool = [Buffer.from([0xff, 0xd8, 0xff, 0xd9]), Buffer.from([0xff, 0xd8, 0x00, 0xff, 0xd9])];
    await writeSampleFeedZip(zip, { listings: 20, jpegPool: pool });
    const feed = await openFeedZip(zip, join(dir, "work"));
    expect(feed.mediaCount).toBe(20 * 5);
    const file = await openBlm(feed.blmPaths[0]!);
    for await (const row of file.rows()) {
      if (!("listing" in row)) throw new Error(JSON.stringify(row));
      for (const media of row.listing.media)
        if (media.source.type === "file") expect(await feed.mediaPath(media.source.name)).not.toBeNull();
    }
    feed.close();
  });
});
