// One import per source at a time, across processes (issue 12 "Ways in"): a lock row with a short lease that
// the importing process renews while it works, so a crashed import frees its source within a minute.
import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client.ts";
import { releaseImportLock, renewImportLock, tryTakeImportLock } from "../../db/repos/import-runs.ts";

const LEASE_MS = 60_000;
const RENEW_EVERY_MS = 15_000;

export class ImportLockedError extends Error {
  constructor(source: string) {
    super(`Another import of source "${source}" is running; try again when it has finished.`);
    this.name = "ImportLockedError";
  }
}

/** Runs `work` holding the source's lock; throws ImportLockedError when another process holds it. */
export async function withImportLock<T>(db: Db, source: string, work: () => Promise<T>): Promise<T> {
  const holder = randomUUID();
  if (!(await tryTakeImportLock(db, source, holder, LEASE_MS))) throw new ImportLockedError(source);
  const renewal = setInterval(() => {
    renewImportLock(db, source, holder, LEASE_MS).catch(() => {});
  }, RENEW_EVERY_MS);
  renewal.unref();
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await releaseImportLock(db, source, holder);
  }
}
