// The media store in a folder on this machine (the default, and the only one before issue 44 item 9).
import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { MediaStore } from "./media-stores.ts";

export function diskMediaStore(folder: string): MediaStore {
  const root = path.resolve(folder);
  const localFile = (key: string) => {
    const file = path.join(root, key);
    // Belt and braces: callers' key patterns already rule out leaving the folder.
    if (!file.startsWith(root + path.sep)) throw new Error(`Invalid media key: ${key}`);
    return file;
  };
  return {
    localFile,
    async stat(key) {
      const found = await missingAsNull(stat(localFile(key)));
      return found?.isFile() ? { size: found.size, modified: found.mtime } : null;
    },
    read: (key) => missingAsNull(readFile(localFile(key))),
    async open(key) {
      const file = localFile(key);
      // Opened before it is handed over, so a missing file is null here rather than an error mid-response.
      const stream = createReadStream(file);
      const opened = await missingAsNull(
        new Promise<true>((resolve, reject) =>
          stream.once("open", () => resolve(true)).once("error", reject),
        ),
      );
      return opened ? stream : null;
    },
    write: (key, bytes) => writeAtomically(localFile(key), bytes),
    delete: (key) => rm(localFile(key), { force: true }),
  };
}

/** Write then rename: a reader never sees a half-written file, even across processes. */
async function writeAtomically(file: string, bytes: Uint8Array): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${randomUUID()}.part`;
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}

async function missingAsNull<T>(pending: Promise<T>): Promise<T | null> {
  try {
    return await pending;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR") return null;
    throw error;
  }
}
