// Zip files for the tests and benches, written by yazl and read back by yauzl. For
// zips that are deliberately wrong — a path outside the folder, a size that lies — see ./malformed-zip.ts.
import { createWriteStream } from "node:fs";
import { pipeline } from "node:stream/promises";
import yauzl from "yauzl";
import yazl from "yazl";

export type ZipEntry = {
  name: string;
  data: Buffer | string;
  /** "deflate" by default; "store" for what is compressed already (photos). */
  method?: "store" | "deflate";
  /** Unix mode bits (e.g. 0o120777 for a symbolic link); a regular file by default. */
  unixMode?: number;
};

const FIXED_TIME = new Date(Date.UTC(2024, 0, 1));

/** Writes `entries` as a zip at `path`; entries may be produced lazily (an async iterable). */
export async function writeZip(
  path: string,
  entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>,
): Promise<void> {
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream, createWriteStream(path));
  for await (const entry of entries) {
    // A name ending in "/" is a folder's own entry, as many CRMs' zips have.
    if (entry.name.endsWith("/")) {
      zip.addEmptyDirectory(entry.name, { mtime: FIXED_TIME });
      continue;
    }
    zip.addBuffer(Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data), entry.name, {
      compress: entry.method !== "store",
      mtime: FIXED_TIME,
      ...(entry.unixMode === undefined ? {} : { mode: entry.unixMode }),
    });
  }
  zip.end();
  await written;
}

/** Every file in the zip at `path`, by name (read whole: for the tests' small zips). */
export function readZip(path: string): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.open(path, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      const files = new Map<string, Buffer>();
      zip.on("error", reject);
      zip.on("end", () => resolve(files));
      zip.on("entry", (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (openError, stream) => {
          if (openError) return reject(openError);
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("error", reject);
          stream.on("end", () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}
