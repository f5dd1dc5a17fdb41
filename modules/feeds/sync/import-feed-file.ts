// One feed file into the sync engine (issue 12 "Ways in"): a BLM, a zip holding a BLM and its media, or an
// Openhouse JSON feed. The command, the drop folder and the push endpoint all end here or in importFeed.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rm } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../../../db/client.ts";
import {
  FeedFormatError,
  type FeedBranch,
  type FeedRowError,
  type FeedStaff,
  type FeedWarning,
} from "../model/feed-listing.ts";
import { readBranchesCsv, readStaffCsv } from "../files/csv/read-branch-staff-csv.ts";
import type {
  FeedFileOptions,
  FeedInput,
  ImportDependencies,
  ImportSummary,
  MediaFiles,
} from "./import-types.ts";
import { importFeed, logRefusedImport, rowsFromLists } from "./run-import.ts";
import { parseJsonFeed } from "../model/json-feed.ts";
import { isRtdfDocument, readRtdfDocument } from "../model/rtdf.ts";
import { openBlm } from "../files/blm/blm-reader.ts";
import { openFeedZip } from "../files/zip/feed-zip.ts";

export type { FeedFileOptions };

/** A JSON document that is RTDF rather than an Openhouse JSON feed (which has `version` and `listings`). */
function looksLikeRtdf(text: string): boolean {
  try {
    return isRtdfDocument(JSON.parse(text));
  } catch {
    return false;
  }
}

/** Media files lying beside a BLM (a folder an FTP upload filled), found by name in any case. */
async function folderMedia(folder: string): Promise<MediaFiles> {
  const byName = new Map<string, string>();
  for (const name of await readdir(folder).catch(() => []))
    byName.set(name.toLowerCase(), path.join(folder, name));
  return {
    read: async (name) => {
      const file = byName.get(name.toLowerCase());
      return file ? readFile(file) : null;
    },
  };
}

/** FeedInput for a BLM: each pass opens the file again, so the whole file is never held in memory. */
function blmInput(
  file: string,
  fileName: string,
  media: MediaFiles | null,
  base: Omit<FeedInput, "rows" | "media" | "fileName">,
): FeedInput {
  let trailer: FeedWarning[] = [];
  return {
    ...base,
    fileName,
    media,
    check: async function* () {
      yield* (await openBlm(file, { fileName })).previews();
    },
    rows: async function* (stored) {
      const blm = await openBlm(file, { fileName });
      yield* blm.rows(stored);
      trailer = [...blm.header.warnings, ...blm.trailerWarnings()];
    },
    fileWarnings: () => trailer,
  };
}

export async function importFeedFile(
  db: Db,
  file: string,
  options: FeedFileOptions,
  deps: ImportDependencies,
): Promise<ImportSummary> {
  const fileName = options.fileName ?? path.basename(file);
  const base = { source: options.source, way: options.way, mode: options.mode, force: options.force };
  const refused = (message: string) => logRefusedImport(db, { ...base, fileName }, message);
  const extension = path.extname(fileName).toLowerCase();
  if (extension === ".blm") {
    return importFeed(db, blmInput(file, fileName, await folderMedia(path.dirname(file)), base), deps);
  }
  if (extension === ".zip") {
    const workDir = path.join(options.workDir, randomUUID());
    let closeZip = () => {};
    await mkdir(workDir, { recursive: true });
    try {
      const zip = await openFeedZip(file, workDir);
      // openFeedZip refuses a zip without a BLM; two are ambiguous (which one is the stock?).
      if (zip.blmPaths.length > 1) {
        return await refused(
          `${fileName}: the zip holds ${zip.blmPaths.length} .blm files; send one per zip`,
        );
      }
      const media = { read: (name: string) => zip.readMedia(name) };
      closeZip = () => zip.close();
      const input = blmInput(zip.blmPaths[0]!, `${fileName}/${path.basename(zip.blmPaths[0]!)}`, media, base);
      const trailer = input.fileWarnings!;
      return await importFeed(db, { ...input, fileWarnings: () => [...zip.warnings, ...trailer()] }, deps);
    } catch (error) {
      if (error instanceof FeedFormatError) return await refused(error.message);
      throw error;
    } finally {
      closeZip();
      await rm(workDir, { recursive: true, force: true });
    }
  }
  if (extension === ".json" || options.format === "rtdf") {
    const text = await readFile(file, "utf8");
    // A saved RTDF call (or a list of them), named by --format rtdf or recognised by its shape.
    const rtdf = options.format === "rtdf" || (options.format === undefined && looksLikeRtdf(text));
    if (rtdf) {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return await refused(`${fileName}: not JSON, so not RTDF`);
      }
      if (!isRtdfDocument(json))
        return await refused(`${fileName}: not an RTDF SendPropertyDetails or RemoveProperty request`);
      const read = readRtdfDocument(json);
      return importFeed(
        db,
        { ...base, fileName, rows: rowsFromLists(read.listings, read.errors), media: null },
        deps,
      );
    }
    let feed: ReturnType<typeof parseJsonFeed>;
    try {
      feed = parseJsonFeed(text);
    } catch (error) {
      if (error instanceof FeedFormatError) return await refused(`${fileName}: ${error.message}`);
      throw error;
    }
    const input: FeedInput = {
      ...base,
      fileName,
      rows: rowsFromLists(feed.listings, feed.errors),
      branches: feed.branches,
      staff: feed.staff,
      media: await folderMedia(path.dirname(file)),
    };
    return importFeed(db, input, deps);
  }
  if (extension === ".csv") {
    // A branches or a staff CSV, told apart by its header (a staff file names people's first names).
    const text = await readFile(file, "utf8");
    const header = text
      .replace(/^\uFEFF/, "")
      .split(/\r?\n/, 1)[0]!
      .toLowerCase();
    const people = /(^|,)\s*"?first_name"?\s*(,|$)/.test(header);
    let read: { branches?: FeedBranch[]; staff?: FeedStaff[]; errors: FeedRowError[] };
    try {
      read = people ? readStaffCsv(text) : readBranchesCsv(text);
    } catch (error) {
      if (error instanceof FeedFormatError) return await refused(`${fileName}: ${error.message}`);
      throw error;
    }
    const input: FeedInput = {
      ...base,
      // Offices and people only: no listing is ever withdrawn for them.
      mode: "incremental",
      fileName,
      rows: rowsFromLists([], read.errors),
      branches: read.branches ?? [],
      staff: read.staff ?? [],
      media: await folderMedia(path.dirname(file)),
    };
    return importFeed(db, input, deps);
  }
  return refused(`${fileName}: not a feed file (expected .blm, .zip, .json or .csv)`);
}
