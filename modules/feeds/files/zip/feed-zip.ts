// A feed's zip (BLM file(s) and their media) unpacked into a work folder, entry by entry as streams (issue 12).
// Nothing can land outside the folder (absolute paths, "..", symlinks refused), and entry count, entry size,
// total size and compression ratio are capped, so a zip bomb is refused (FeedFormatError) before it fills the
// disk. Media the BLM names but the zip lacks are the sync engine's warnings: mediaPath() answers null.
import { createWriteStream, fstatSync, openSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { basename, dirname, extname, isAbsolute, relative, resolve, sep } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import yauzl, { type Entry, type ZipFile } from "yauzl";
import { BufferedFileReader } from "./buffered-file-reader.ts";
import { FeedFormatError, type FeedWarning } from "../../model/feed-listing.ts";

export type ZipLimits = {
  /** Entries in the zip's directory, folders included. */
  maxEntries: number;
  /** Uncompressed bytes of one entry. */
  maxEntryBytes: number;
  /** Uncompressed bytes of all extracted entries. */
  maxTotalBytes: number;
  /** Uncompressed ÷ compressed size of an entry larger than 1 MiB (text deflates ~10×, bombs ~1000×). */
  maxRatio: number;
};

export const DEFAULT_ZIP_LIMITS: ZipLimits = {
  maxEntries: 100_000,
  maxEntryBytes: 200 * 1024 * 1024,
  maxTotalBytes: 4 * 1024 * 1024 * 1024,
  maxRatio: 200,
};

const RATIO_FLOOR_BYTES = 1024 * 1024;
const MEDIA_EXTENSIONS = new Set([".jpg", ".jpeg", ".gif", ".png", ".pdf", ".webp"]);

export type FeedZip = {
  /** Extracted BLM files, in the zip's order. */
  blmPaths: string[];
  /**
   * The extracted path of a media file the BLM names (file name only, any case), or null if the zip lacks it.
   * Media are extracted when first asked for: a re-import whose listings are unchanged reads only the BLM.
   */
  mediaPath(fileName: string): Promise<string | null>;
  /** A media file's bytes read straight from the zip (nothing written to disk), or null if the zip lacks it. */
  readMedia(fileName: string): Promise<Buffer | null>;
  mediaCount: number;
  /** Entries skipped (neither BLM nor media; a second file of the same name). */
  warnings: FeedWarning[];
  /** Closes the zip (after the import). */
  close(): void;
};

async function openZip(path: string): Promise<ZipFile> {
  const fd = openSync(path, "r");
  const { size } = fstatSync(fd);
  const reader = new BufferedFileReader(fd, size);
  return new Promise<ZipFile>((done, fail) =>
    yauzl.fromRandomAccessReader(
      reader,
      size,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true },
      (error, zip) => {
        if (!error) return done(zip);
        reader.close(() => {});
        fail(error);
      },
    ),
  );
}

const openEntry = (zip: ZipFile, entry: Entry) =>
  new Promise<NodeJS.ReadableStream>((done, fail) =>
    zip.openReadStream(entry, (error, stream) => (error ? fail(error) : done(stream))),
  );

/** A name yauzl passed that we still refuse: Windows-absolute, backslashes, NUL, "..". */
function unsafeName(name: string): boolean {
  if (name.includes("\0") || name.includes("\\") || isAbsolute(name) || /^[A-Za-z]:/.test(name)) return true;
  return name.split("/").some((part) => part === "..");
}

export async function openFeedZip(
  zipPath: string,
  workDir: string,
  limits: Partial<ZipLimits> = {},
): Promise<FeedZip> {
  const cap = { ...DEFAULT_ZIP_LIMITS, ...limits };
  const root = resolve(workDir);
  const zipName = basename(zipPath);
  const refuse = (message: string, field: string | null = null) =>
    new FeedFormatError(`${zipName}: ${message}`, null, field);

  let zip: ZipFile;
  try {
    zip = await openZip(zipPath);
  } catch (error) {
    throw refuse(`not a readable zip (${(error as Error).message})`);
  }
  if (zip.entryCount > cap.maxEntries) {
    zip.close();
    throw refuse(`${zip.entryCount} entries; at most ${cap.maxEntries} are accepted`);
  }

  const blmPaths: string[] = [];
  // Every media entry, checked like the rest, extracted on first use.
  const media = new Map<string, { entry: Entry; target: string; extracted: Promise<string> | null }>();
  const warnings: FeedWarning[] = [];
  let total = 0;
  let declared = 0;

  const extract = async (entry: Entry, target: string) => {
    await mkdir(dirname(target), { recursive: true });
    let written = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        written += chunk.length;
        total += chunk.length;
        if (written > cap.maxEntryBytes)
          next(refuse(`${entry.fileName} is larger than it says`, entry.fileName));
        else if (total > cap.maxTotalBytes) next(refuse(`more than ${cap.maxTotalBytes} bytes uncompressed`));
        else next(null, chunk);
      },
    });
    // "wx": never write through something already at that path (a symlink planted by an earlier entry).
    await pipeline(await openEntry(zip, entry), counter, createWriteStream(target, { flags: "wx" }));
  };

  try {
    await new Promise<void>((done, fail) => {
      const onEntry = async (entry: Entry) => {
        const name = entry.fileName;
        const mode = (entry.externalFileAttributes >>> 16) & 0o170000;
        if (mode === 0o120000) throw refuse(`${name} is a symbolic link`, name);
        if (unsafeName(name)) throw refuse(`${name} points outside the feed's folder`, name);
        if (name.endsWith("/")) return;
        const extension = extname(name).toLowerCase();
        const isBlm = extension === ".blm";
        if (!isBlm && !MEDIA_EXTENSIONS.has(extension)) {
          warnings.push({ field: name, message: `${name} is neither a BLM file nor media; skipped` });
          return;
        }
        if (entry.uncompressedSize > cap.maxEntryBytes)
          throw refuse(
            `${name} is ${entry.uncompressedSize} bytes; at most ${cap.maxEntryBytes} per entry`,
            name,
          );
        if (
          entry.uncompressedSize > RATIO_FLOOR_BYTES &&
          entry.uncompressedSize > cap.maxRatio * Math.max(entry.compressedSize, 1)
        )
          throw refuse(`${name} expands more than ${cap.maxRatio}× (a zip bomb?)`, name);
        // Declared sizes add up before anything is extracted; the extraction counts real bytes again.
        declared += entry.uncompressedSize;
        if (declared > cap.maxTotalBytes) throw refuse(`more than ${cap.maxTotalBytes} bytes uncompressed`);
        const target = resolve(root, name);
        const inside = relative(root, target);
        if (!inside || inside.startsWith("..") || isAbsolute(inside) || !target.startsWith(root + sep))
          throw refuse(`${name} points outside the feed's folder`, name);
        const key = basename(name).toLowerCase();
        if (!isBlm && media.has(key)) {
          warnings.push({ field: name, message: `a second file named ${basename(name)}; the first is kept` });
          return;
        }
        if (isBlm) {
          await extract(entry, target);
          blmPaths.push(target);
        } else {
          media.set(key, { entry, target, extracted: null });
        }
      };
      zip.on("entry", (entry: Entry) =>
        onEntry(entry).then(
          () => zip.readEntry(),
          (error) => {
            zip.close();
            fail(error);
          },
        ),
      );
      zip.on("end", () => done());
      zip.on("error", (error: Error) => fail(error));
      zip.readEntry();
    });
  } catch (error) {
    if (error instanceof FeedFormatError) throw error;
    // yauzl's own refusals: "invalid relative path", "absolute path", sizes that do not match, bad CRC…
    throw refuse((error as Error).message);
  }

  if (blmPaths.length === 0) {
    zip.close();
    throw refuse("no .blm file in the zip");
  }
  return {
    blmPaths,
    mediaPath: async (fileName) => {
      const found = media.get(basename(fileName).toLowerCase());
      if (!found) return null;
      found.extracted ??= extract(found.entry, found.target).then(() => found.target);
      return found.extracted;
    },
    readMedia: async (fileName) => {
      const found = media.get(basename(fileName).toLowerCase());
      if (!found) return null;
      if (found.extracted) return readFile(await found.extracted);
      const chunks: Buffer[] = [];
      let read = 0;
      for await (const chunk of await openEntry(zip, found.entry)) {
        const bytes = chunk as Buffer;
        read += bytes.length;
        total += bytes.length;
        if (read > cap.maxEntryBytes) throw refuse(`${found.entry.fileName} is larger than it says`);
        if (total > cap.maxTotalBytes) throw refuse(`more than ${cap.maxTotalBytes} bytes uncompressed`);
        chunks.push(bytes);
      }
      return Buffer.concat(chunks);
    },
    mediaCount: media.size,
    warnings,
    close: () => zip.close(),
  };
}
