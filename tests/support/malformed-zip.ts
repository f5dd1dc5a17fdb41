// A tiny zip writer for the zips no zip library will write: entries whose path climbs out of the folder or is
// absolute, written with backslashes, or whose declared size lies (the reader's refusals, modules/feeds/files/zip). Every
// well-formed test zip is written by yazl (./zip.ts).
import { open } from "node:fs/promises";
import { crc32, deflateRawSync } from "node:zlib";

export type MalformedZipEntry = {
  name: string;
  data: Buffer | string;
  /** "deflate" by default. */
  method?: "store" | "deflate";
  /** Unix mode bits (e.g. 0o120777 for a symlink); a regular file 0o100644 by default. */
  unixMode?: number;
  /** Declare this uncompressed size instead of the real one (a lying entry). */
  declaredSize?: number;
};

const DOS_DATE = ((2024 - 1980) << 9) | (1 << 5) | 1; // 2024-01-01
const DOS_TIME = 0;

type EntryFields = { method: number; crc: number; compressedSize: number; size: number; nameLength: number };

/**
 * The run of fields the local header (from byte 8) and the central directory record (from byte 10) both carry,
 * in the same order: method, time, date, CRC-32, compressed size, uncompressed size, name length.
 */
function writeEntryFields(header: Buffer, at: number, fields: EntryFields) {
  header.writeUInt16LE(fields.method, at);
  header.writeUInt16LE(DOS_TIME, at + 2);
  header.writeUInt16LE(DOS_DATE, at + 4);
  header.writeUInt32LE(fields.crc, at + 6);
  header.writeUInt32LE(fields.compressedSize, at + 10);
  header.writeUInt32LE(fields.size, at + 14);
  header.writeUInt16LE(fields.nameLength, at + 18);
}

/** Writes `entries` as a zip at `path`; entries may be produced lazily (an async iterable). */
export async function writeMalformedZip(
  path: string,
  entries: Iterable<MalformedZipEntry> | AsyncIterable<MalformedZipEntry>,
) {
  const file = await open(path, "w");
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  try {
    for await (const entry of entries) {
      const data = typeof entry.data === "string" ? Buffer.from(entry.data, "utf8") : entry.data;
      const method = entry.method === "store" ? 0 : 8;
      const body = method === 8 ? deflateRawSync(data) : data;
      const name = Buffer.from(entry.name, "utf8");
      const crc = crc32(data);
      const size = entry.declaredSize ?? data.length;
      const local = Buffer.alloc(30);
      local.writeUInt32LE(0x04034b50, 0);
      local.writeUInt16LE(20, 4);
      local.writeUInt16LE(0x0800, 6); // UTF-8 names
      writeEntryFields(local, 8, { method, crc, compressedSize: body.length, size, nameLength: name.length });
      local.writeUInt16LE(0, 28);
      await file.write(Buffer.concat([local, name, body]));

      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE((3 << 8) | 20, 4); // made by Unix, so the mode bits count
      record.writeUInt16LE(20, 6);
      record.writeUInt16LE(0x0800, 8);
      writeEntryFields(record, 10, {
        method,
        crc,
        compressedSize: body.length,
        size,
        nameLength: name.length,
      });
      record.writeUInt32LE(((entry.unixMode ?? 0o100644) << 16) >>> 0, 38);
      record.writeUInt32LE(offset, 42);
      central.push(record, name);
      offset += local.length + name.length + body.length;
      count++;
    }
    const directory = Buffer.concat(central);
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(Math.min(count, 0xffff), 8);
    end.writeUInt16LE(Math.min(count, 0xffff), 10);
    end.writeUInt32LE(directory.length, 12);
    end.writeUInt32LE(offset, 16);
    await file.write(Buffer.concat([directory, end]));
  } finally {
    await file.close();
  }
}
