// PGlite is PostgreSQL inside one process: two processes opening the same folder each keep their own copy in
// memory and overwrite each other's files, so what one writes the other never sees (issue 42 item 1: a set-up
// link `npm run admin:create` printed beside a running server was dead). Whoever opens the folder marks it with
// its process id in DATA_DIR/pglite.pid (beside the cluster, which must stay PostgreSQL's own); another process
// finding a live mark refuses with a message naming the process. A mark left by a process that died is taken over.
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";

export class PgliteFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
    readonly markFile: string,
  ) {
    super(
      `The embedded database in ${folder} is open in another process (process ${ownerPid}, usually the ` +
        `running server). PGlite allows one process at a time: a second one's writes would be lost. Stop the ` +
        `server, run this again, then start the server; or use PostgreSQL (DATABASE_URL), where commands run ` +
        `beside the server. If no such process is running, delete ${markFile}.`,
    );
    this.name = "PgliteFolderInUseError";
  }
}

// Opens of the same folder within this process share one mark (tests open a server's folder again to read it).
const heldHere = new Map<string, number>();

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
  // A killed process not yet reaped (a zombie: its parent died too, and a container's first process may never
  // reap it) still answers signal 0, but holds nothing open.
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3) !== "Z";
  } catch {
    return true;
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function readOwner(markFile: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(markFile, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Marks `folder` as this process's, or throws PgliteFolderInUseError; the function returned lets it go. */
export function claimPgliteFolder(folder: string): () => void {
  const markFile = `${folder}.pid`;
  const release = () => {
    const count = (heldHere.get(markFile) ?? 1) - 1;
    if (count > 0) return void heldHere.set(markFile, count);
    heldHere.delete(markFile);
    if (readOwner(markFile) === process.pid) unlinkSync(markFile);
  };
  const held = heldHere.get(markFile);
  if (held) {
    heldHere.set(markFile, held + 1);
    return release;
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // "wx": created only if absent, so two processes starting at once cannot both take it.
      const fd = openSync(markFile, "wx");
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      heldHere.set(markFile, 1);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    // A mark just created by another process may not hold its id yet: look again a moment later.
    const owner = readOwner(markFile) ?? (pause(100), readOwner(markFile));
    if (owner !== null && owner !== process.pid && isAlive(owner)) {
      throw new PgliteFolderInUseError(folder, owner, markFile);
    }
    // A mark of a process that has gone (or of this one, left by a crash before a restart under the same id).
    try {
      unlinkSync(markFile);
    } catch {
      // Someone else removed it first: try again.
    }
  }
  throw new Error(`Could not mark ${folder} as in use (${markFile}).`);
}
