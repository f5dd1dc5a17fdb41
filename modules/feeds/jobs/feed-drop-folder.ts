// The drop folder (issue 12 "Ways in"): a CRM uploads its BLM zip, BLM or JSON feed by FTP into
// FEEDS_DIR/incoming (or incoming/{source}/ for a second source); this loop imports each file once it has
// sat unchanged for a few seconds, then files it under processed/ or failed/ with a note of the outcome.
// Another agency of the install has its own: FEEDS_DIR/incoming/{its hostname}/ (issue 44 item 4; a source's
// name has no dot, a hostname has one, so the install's own agency never reads another's folder).
// A file is claimed by renaming it into processing/ first, so two processes never import the same drop.
import { randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Logger } from "../../../platform/logger.ts";
import type { ImportSummary } from "../sync/import-types.ts";
import { startPollLoop, type PollLoop } from "../../../platform/poll-loop.ts";

export const FEED_FILE = /\.(blm|zip|json)$/i;
const SOURCE_NAME = /^[a-z0-9][a-z0-9_-]*$/i;
// Processed drops are kept this long for the agency to look back at, then removed.
const KEEP_PROCESSED_MS = 7 * 24 * 60 * 60 * 1000;
// A claim this old belongs to a process that died mid-import (imports take seconds to minutes): the drop
// goes back to incoming/ and the next pass imports it again, finishing the work.
const ABANDONED_CLAIM_MS = 30 * 60 * 1000;

export type DropFolderOptions = {
  /** processing/, processed/ and failed/ are kept here. */
  dir: string;
  /** Where drops arrive: `dir`/incoming unless given. */
  incoming?: string;
  defaultSource: string;
  settleMs: number;
  intervalMs: number;
  logger: Logger;
  importFile: (file: string, source: string, fileName: string) => Promise<ImportSummary>;
  now?: () => number;
};

type Drop = { file: string; source: string; name: string };

async function listDrops(incoming: string, defaultSource: string): Promise<Drop[]> {
  const drops: Drop[] = [];
  const entries = await readdir(incoming, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (entry.isFile() && FEED_FILE.test(entry.name)) {
      drops.push({ file: path.join(incoming, entry.name), source: defaultSource, name: entry.name });
    } else if (entry.isDirectory() && SOURCE_NAME.test(entry.name)) {
      const inner = await readdir(path.join(incoming, entry.name), { withFileTypes: true }).catch(() => []);
      for (const file of inner) {
        if (file.isFile() && FEED_FILE.test(file.name)) {
          drops.push({
            file: path.join(incoming, entry.name, file.name),
            source: entry.name,
            name: file.name,
          });
        }
      }
    }
  }
  return drops;
}

const stamp = (now: number) => new Date(now).toISOString().replace(/[:.]/g, "-");

/** One pass over the folder: imports every settled drop, oldest first. Returns how many it imported. */
export async function importDrops(options: DropFolderOptions): Promise<number> {
  const now = options.now ?? Date.now;
  const incoming = options.incoming ?? path.join(options.dir, "incoming");
  const processing = path.join(options.dir, "processing");
  await mkdir(incoming, { recursive: true });
  await mkdir(processing, { recursive: true });
  await requeueAbandoned(processing, incoming, now());
  const drops = await listDrops(incoming, options.defaultSource);
  const settled: (Drop & { mtimeMs: number })[] = [];
  for (const drop of drops) {
    const info = await stat(drop.file).catch(() => null);
    // Still being uploaded (or just finished): wait until it has sat unchanged for settleMs.
    if (info && now() - info.mtimeMs >= options.settleMs) settled.push({ ...drop, mtimeMs: info.mtimeMs });
  }
  settled.sort((a, b) => a.mtimeMs - b.mtimeMs);
  let imported = 0;
  for (const drop of settled) {
    const claimed = path.join(processing, `${randomUUID()}--${drop.source}--${drop.name}`);
    try {
      await rename(drop.file, claimed);
      const at = new Date(now());
      await utimes(claimed, at, at); // the claim's time, for requeueAbandoned
    } catch {
      continue; // another process claimed it first
    }
    let summary: ImportSummary;
    try {
      summary = await options.importFile(claimed, drop.source, drop.name);
    } catch (error) {
      summary = {
        runId: null,
        state: "failed",
        counts: {} as ImportSummary["counts"],
        message: (error as Error).message,
        warningGroups: [],
      };
    }
    if (summary.state === "refused" && summary.message?.startsWith("Another import")) {
      // The source is busy in another process: back into the queue for the next pass.
      await rename(claimed, drop.file).catch(() => {});
      continue;
    }
    const outcome = summary.state === "succeeded" ? "processed" : "failed";
    const target = path.join(options.dir, outcome, drop.source, `${stamp(now())}-${drop.name}`);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(claimed, target);
    await writeFile(`${target}.result.json`, `${JSON.stringify(summary, null, 2)}\n`);
    options.logger[outcome === "processed" ? "info" : "warn"](
      { source: drop.source, file: drop.name, state: summary.state, counts: summary.counts },
      summary.message ?? `feed ${drop.name} imported`,
    );
    imported += 1;
  }
  await pruneProcessed(path.join(options.dir, "processed"), now());
  return imported;
}

async function requeueAbandoned(processing: string, incoming: string, now: number): Promise<void> {
  for (const name of await readdir(processing).catch(() => [])) {
    const parts = /^[0-9a-f-]{36}--([^/]+?)--(.+)$/.exec(name);
    const info = await stat(path.join(processing, name)).catch(() => null);
    if (!parts || !info || now - info.mtimeMs < ABANDONED_CLAIM_MS) continue;
    const [, source, original] = parts;
    const folder = source === undefined ? incoming : path.join(incoming, source);
    await mkdir(folder, { recursive: true });
    await rename(path.join(processing, name), path.join(folder, original!)).catch(() => {});
  }
}

async function pruneProcessed(folder: string, now: number): Promise<void> {
  const sources = await readdir(folder, { withFileTypes: true }).catch(() => []);
  for (const source of sources) {
    if (!source.isDirectory()) continue;
    const dir = path.join(folder, source.name);
    for (const name of await readdir(dir).catch(() => [])) {
      const info = await stat(path.join(dir, name)).catch(() => null);
      if (info && now - info.mtimeMs > KEEP_PROCESSED_MS) await rm(path.join(dir, name), { force: true });
    }
  }
}

export function startFeedDropFolder(options: DropFolderOptions): PollLoop<number> {
  return startPollLoop(() => importDrops(options), {
    intervalMs: options.intervalMs,
    onError: (error) => options.logger.error({ err: error }, "feed drop folder pass failed"),
  });
}
