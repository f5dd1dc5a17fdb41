// A PostgreSQL primary and a streaming replica of it, each its own Debian PostgreSQL server in a temporary
// folder on its own port (docs/deploy.md "Read replicas"): initdb for the primary, pg_basebackup -R for the
// replica. Not the system's cluster: that one has no `replication` line in its pg_hba.conf, and a test must not
// need anyone to change it. PostgreSQL refuses to run as root, so as root the servers run as the `postgres` user.
import { execFile, execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./free-port.ts";

const run = promisify(execFile);

/** Debian's server binaries, the newest version installed (.ci/run installs them on a machine that lacks them). */
function postgresBin(): string | null {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions
    .map((version) => path.join(root, version, "bin"))
    .find((bin) => existsSync(path.join(bin, "initdb")));
  return found ?? null;
}

export type StreamingPair = {
  primaryUrl: string;
  replicaUrl: string;
  /** Runs one statement on the replica (pausing and resuming replay), as the superuser. */
  onReplica: (text: string) => Promise<pg.QueryResultRow[]>;
  /** Stops the replica at once, as a crash would (pg_ctl -m immediate). */
  stopReplica: () => Promise<void>;
  /** Stops both servers and removes their folders. */
  stop: () => Promise<void>;
};

export async function startStreamingPair(): Promise<StreamingPair> {
  const postgres = postgresBin();
  if (!postgres) throw new Error("PostgreSQL's server binaries are missing: apt-get install postgresql");
  const dir = mkdtempSync(path.join(tmpdir(), "openhouse-replicas-"));
  const owner = serverUser();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const bin = (name: string, args: string[]) =>
    run(path.join(postgres, name), args, {
      ...(owner ?? {}),
      cwd: dir,
      env: { ...process.env, LC_ALL: "C" },
    });
  const primary = { data: path.join(dir, "primary"), port: await freePort() };
  const replica = { data: path.join(dir, "replica"), port: await freePort() };
  const started: string[] = [];
  const start = async (server: { data: string; port: number }) => {
    // Durability is not under test: fsync off keeps the start and the base backup fast.
    const options = `-p ${server.port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
    await bin("pg_ctl", ["-D", server.data, "-l", `${server.data}.log`, "-o", options, "-w", "start"]);
    started.push(server.data);
  };
  const stopServer = async (data: string) => {
    await bin("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]).catch(() => {});
  };
  const stop = async () => {
    for (const data of started.splice(0).reverse()) await stopServer(data);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    // initdb's pg_hba.conf trusts local and 127.0.0.1 connections, `replication` ones included; wal_level is
    // `replica` by default since PostgreSQL 10.
    await bin("initdb", ["-D", primary.data, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
    await start(primary);
    await bin("pg_basebackup", [
      ...["-h", "127.0.0.1", "-p", String(primary.port), "-U", "postgres"],
      ...["-D", replica.data, "-R", "-X", "stream", "-c", "fast", "--no-sync"],
    ]);
    await start(replica);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    primaryUrl: url(primary.port),
    replicaUrl: url(replica.port),
    async onReplica(text) {
      const client = new pg.Client({ connectionString: url(replica.port) });
      await client.connect();
      try {
        return (await client.query(text)).rows;
      } finally {
        await client.end();
      }
    },
    async stopReplica() {
      await stopServer(replica.data);
      started.splice(started.indexOf(replica.data), 1);
    },
    stop,
  };
}

/** The `postgres` user's ids when we are root (the server will not run as root), else null: run as ourselves. */
function serverUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  return { uid: id("-u"), gid: id("-g") };
}
