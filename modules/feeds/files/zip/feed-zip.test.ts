import { mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FeedFormatError } from "../../model/feed-listing.ts";
import { openFeedZip } from "./feed-zip.ts";
import { type MalformedZipEntry, writeMalformedZip } from "../../../../tests/support/malformed-zip.ts";
import { writeZip } from "../../../../tests/support/zip.ts";

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "feed-zip-"));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const FIXTURE = new URL("../../../../tests/fixtures/feeds/sales-caret-tilde.blm", import.meta.url).pathname;
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

/** A name any zip library writes: relative, with forward slashes, never climbing out of its folder. */
const wellFormedName = (name: string) =>
  !name.startsWith("/") &&
  !/^[A-Za-z]:/.test(name) &&
  !name.includes("\\") &&
  !name.split("/").includes("..");

/** yazl writes what a CRM's zip library would; the tiny writer only what none would (hostile names, lying sizes). */
async function zipOf(entries: MalformedZipEntry[]) {
  const path = join(dir, "feed.zip");
  const malformed = entries.some((entry) => entry.declaredSize !== undefined || !wellFormedName(entry.name));
  await (malformed ? writeMalformedZip(path, entries) : writeZip(path, entries));
  return path;
}

async function refused(entries: MalformedZipEntry[], limits = {}) {
  const error = await openFeedZip(await zipOf(entries), join(dir, "work"), limits).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(FeedFormatError);
  return error as FeedFormatError;
}

describe("openFeedZip", () => {
  it("extracts the BLM and media; media found by name in any case; missing media is null", async () => {
    const zip = await zipOf([
      { name: "export/feed.BLM", data: await readFile(FIXTURE) },
      { name: "export/12_12_S001_IMG_00.JPG", data: JPEG, method: "store" },
      { name: "export/12_12_s001_flp_00.gif", data: JPEG },
      { name: "export/readme.txt", data: "hello" },
      { name: "export/", data: "" },
    ]);
    const work = join(dir, "work");
    const feed = await openFeedZip(zip, work);
    expect(feed.blmPaths).toEqual([join(work, "export/feed.BLM")]);
    expect(await readFile(feed.blmPaths[0]!)).toEqual(await readFile(FIXTURE));
    expect(await feed.mediaPath("12_12_S001_IMG_00.jpg")).toBe(join(work, "export/12_12_S001_IMG_00.JPG"));
    expect(await feed.mediaPath("12_12_S001_FLP_00.GIF")).toBe(join(work, "export/12_12_s001_flp_00.gif"));
    expect(await readFile((await feed.mediaPath("12_12_S001_IMG_00.jpg"))!)).toEqual(JPEG);
    expect(await feed.mediaPath("12_12_S001_IMG_01.jpg")).toBeNull();
    // Read straight from the zip, without extracting.
    expect(await feed.readMedia("12_12_s001_flp_00.GIF")).toEqual(
      await readFile(join(work, "export/12_12_s001_flp_00.gif")),
    );
    expect(await feed.readMedia("12_12_S001_IMG_01.jpg")).toBeNull();
    expect(feed.mediaCount).toBe(2);
    expect(feed.warnings.map((w) => w.field)).toEqual(["export/readme.txt"]);
  });

  it("lists a directory larger than the reader's 1 MiB read-ahead and reads entries on both sides of it", async () => {
    const names = Array.from(
      { length: 12_000 },
      (_, i) => `export/B1_S${String(i).padStart(6, "0")}_IMG_00.jpg`,
    );
    const zip = await zipOf([
      { name: "export/feed.blm", data: await readFile(FIXTURE) },
      ...names.map((name, i) => ({
        name,
        data: Buffer.concat([JPEG, Buffer.from(String(i))]),
        method: "store" as const,
      })),
    ]);
    const feed = await openFeedZip(zip, join(dir, "work"));
    expect(feed.mediaCount).toBe(names.length);
    for (const i of [0, 5_000, 9_999])
      expect(await feed.readMedia(`B1_S${String(i).padStart(6, "0")}_IMG_00.JPG`)).toEqual(
        Buffer.concat([JPEG, Buffer.from(String(i))]),
      );
    feed.close();
  });

  it("a truncated zip is refused", async () => {
    const whole = await readFile(
      await zipOf([
        { name: "feed.blm", data: await readFile(FIXTURE) },
        { name: "a.jpg", data: JPEG },
      ]),
    );
    const cut = join(dir, "cut.zip");
    await writeFile(cut, whole.subarray(0, whole.length - 30));
    await expect(openFeedZip(cut, join(dir, "work"))).rejects.toBeInstanceOf(FeedFormatError);
    // The end-of-directory record present but an entry's data cut short.
    const middle = join(dir, "middle.zip");
    await writeFile(middle, Buffer.concat([whole.subarray(0, 40), whole.subarray(whole.length - 200)]));
    await expect(openFeedZip(middle, join(dir, "work2"))).rejects.toBeInstanceOf(FeedFormatError);
  });

  it("a zip without a BLM file is refused", async () => {
    expect((await refused([{ name: "a.jpg", data: JPEG }])).message).toMatch(/no \.blm/);
  });

  it("not a zip at all is refused", async () => {
    const error = await openFeedZip(FIXTURE, join(dir, "work")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FeedFormatError);
  });

  it.each(["../evil.jpg", "a/../../evil.jpg", "/etc/evil.jpg", "C:/evil.jpg", "a\\..\\evil.jpg"])(
    "path traversal %s is refused, and nothing is written outside",
    async (name) => {
      await refused([
        { name: "feed.blm", data: "x" },
        { name, data: JPEG },
      ]);
      expect((await readdir(dir)).filter((f) => f !== "work")).toEqual(["feed.zip"]);
      await expect(readFile("/etc/evil.jpg")).rejects.toThrow();
    },
  );

  it("a symbolic link is refused", async () => {
    const error = await refused([
      { name: "link.jpg", data: "/etc/passwd", unixMode: 0o120777 },
      { name: "feed.blm", data: "x" },
    ]);
    expect(error.message).toMatch(/symbolic link/);
  });

  it("too many entries", async () => {
    const entries = Array.from({ length: 6 }, (_, i) => ({ name: `${i}.jpg`, data: JPEG }));
    expect((await refused(entries, { maxEntries: 5 })).message).toMatch(/6 entries/);
  });

  it("an entry over the size cap", async () => {
    const error = await refused([{ name: "feed.blm", data: Buffer.alloc(2000, 65) }], {
      maxEntryBytes: 1000,
    });
    expect(error.message).toMatch(/at most 1000 per entry/);
  });

  it("more than the total cap", async () => {
    const entries = [0, 1, 2].map((i) => ({
      name: `${i}.blm`,
      data: Buffer.alloc(600, 65),
      method: "store" as const,
    }));
    expect((await refused(entries, { maxTotalBytes: 1500 })).message).toMatch(/uncompressed/);
  });

  it("a zip bomb (an entry that expands 1000×) is refused before it is extracted", async () => {
    const error = await refused([{ name: "feed.blm", data: Buffer.alloc(20 * 1024 * 1024) }]);
    expect(error.message).toMatch(/expands more than 200×/);
    await expect(readdir(join(dir, "work"))).rejects.toThrow(); // nothing written
  });

  it("an entry that lies about its size is refused", async () => {
    const error = await refused([{ name: "feed.blm", data: Buffer.alloc(5000, 65), declaredSize: 10 }], {
      maxEntryBytes: 1000,
    });
    expect(error).toBeInstanceOf(FeedFormatError);
  });

  it("a second media file of the same name keeps the first, with a warning", async () => {
    const feed = await openFeedZip(
      await zipOf([
        { name: "feed.blm", data: "x" },
        { name: "a/p.jpg", data: JPEG },
        { name: "b/P.JPG", data: JPEG },
      ]),
      join(dir, "work"),
    );
    expect(await feed.mediaPath("p.jpg")).toBe(join(dir, "work", "a/p.jpg"));
    expect(feed.warnings).toHaveLength(1);
  });
});
