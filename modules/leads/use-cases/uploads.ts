// Files of the new-homes form (spec §7 "/form_submissions"): each checked by size (spec §9: 10 MB) and by what
// its bytes are (modules/leads/model/upload-types.ts), then written under DATA_DIR/uploads with a random name of our
// own, so nothing the visitor chose (name, path, type) reaches the file system.
import { randomBytes } from "node:crypto";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { MAX_UPLOAD_BYTES } from "../model/lead-fields.ts";
import { detectUploadType, displayFileName, type UploadType } from "../model/upload-types.ts";

export type CheckedUpload = { fieldName: string; fileName: string; type: UploadType; bytes: Uint8Array };
export type UploadProblem = "too-large" | "not-allowed";
export type StoredUpload = {
  fieldName: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** The path under DATA_DIR/uploads. */
  storageKey: string;
};

export async function checkUpload(
  fieldName: string,
  file: File,
): Promise<{ ok: true; upload: CheckedUpload } | { ok: false; problem: UploadProblem }> {
  if (file.size > MAX_UPLOAD_BYTES) return { ok: false, problem: "too-large" };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectUploadType(bytes);
  if (!type) return { ok: false, problem: "not-allowed" };
  return { ok: true, upload: { fieldName, fileName: displayFileName(file.name), type, bytes } };
}

export function uploadsDir(dataDir: string): string {
  return path.join(dataDir, "uploads");
}

/** Writes each file under uploads/YYYY-MM/<random>.<ext> (never overwriting: 'wx'); removes all on failure. */
export async function storeUploads(
  dataDir: string,
  uploads: readonly CheckedUpload[],
): Promise<StoredUpload[]> {
  const month = new Date().toISOString().slice(0, 7);
  const stored: StoredUpload[] = [];
  try {
    for (const upload of uploads) {
      const storageKey = `${month}/${randomBytes(16).toString("hex")}.${upload.type.extension}`;
      const file = path.join(uploadsDir(dataDir), storageKey);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, upload.bytes, { flag: "wx", mode: 0o600 });
      stored.push({
        fieldName: upload.fieldName,
        fileName: upload.fileName,
        contentType: upload.type.contentType,
        sizeBytes: upload.bytes.byteLength,
        storageKey,
      });
    }
    return stored;
  } catch (error) {
    await removeUploads(dataDir, stored);
    throw error;
  }
}

export async function removeUploads(dataDir: string, stored: readonly StoredUpload[]): Promise<void> {
  await Promise.all(
    stored.map((upload) => rm(path.join(uploadsDir(dataDir), upload.storageKey), { force: true })),
  );
}
