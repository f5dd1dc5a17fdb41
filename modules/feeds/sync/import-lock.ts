// One import per source at a time, across processes (issue 12 "Ways in"): a lock row with a short lease that
// the importing process renews while it works, so a crashed import frees its source within a minute.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { hostname } from "node:os";
import type { Db } from "../../../db/client.ts";
import {
  releaseImportLock,
  renewImportLock,
  selectImportLockHolder,
  takeOverImportLock,
  tryTakeImportLock,
} from "../repos/import-runs.ts";

const LEASE_MS = 60_000;
const RENEW_EVERY_MS = 15_000;

export class ImportLockedError extends Error {
  constructor(source: string) {
    super(`Another import of source "${source}" is running; try again when it has finished.`);
    this.name = "ImportLockedError";
  }
}

// "host:pid:random": a lock whose holder ran on this machine and is gone (killed) is taken over at once
// instead of after its lease, so re-running a killed import works straight away.
const HOST = hostname();
const holderName = () => `${HOST}:${process.pid}:${randomUUID()}`;

function holderIsDeadHere(holder: string): boolean {
  const [host, pid] = holder.split(":");
  if (host !== HOST || !pid || Number(pid) === process.pid) return false;
  // A killed process nobody has reaped yet (a zombie: containers often have no init to reap) still answers
  // kill(pid, 0); on Linux its state says it is gone.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    if (state === "Z" || state === "X") return true;
  } catch {
    // no /proc (not Linux), or no such process: kill() below decides
  }
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** Runs `work` holding the source's lock; throws ImportLockedError when another process holds it. */
export async function withImportLock<T>(db: Db, source: string, work: () => Promise<T>): Promise<T> {
  const holder = holderName();
  let taken = await tryTakeImportLock(db, source, holder, LEASE_MS);
  if (!taken) {
    const current = await selectImportLockHolder(db, source);
    if (current && holderIsDeadHere(current)) {
      taken = await takeOverImportLock(db, source, current, holder, LEASE_MS);
    }
  }
  if (!taken) throw new ImportLockedError(source);
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
