// The real server in a child process, as `npm start` runs it (production, the heap limit of SERVER_HEAP_MB's
// default): for the suites that must see it die, read its log, or measure its memory from /proc.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { loadConfig } from "../../platform/config.ts";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { fillFromSeededTemplate } from "../setup/seeded-template.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";
import { freePort } from "./free-port.ts";

const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));

/** The heap limit `npm start` gives the server by default (package.json, SERVER_HEAP_MB). */
export const PRODUCTION_HEAP_FLAGS = ["--max-old-space-size=192", "--max-semi-space-size=4"];

export type ChildServer = {
  port: number;
  pid: number;
  process: ChildProcess;
  /** Everything the server wrote to stdout and stderr so far. */
  log(): string;
  /** True while the process has not exited. */
  alive(): boolean;
  /** Resident memory now and at its peak, in MB, from /proc/{pid}/status (Linux). */
  memory(): { rssMb: number; peakRssMb: number };
  stop(): Promise<void>;
};

export async function startChildServer(
  options: { nodeFlags?: string[]; env?: Record<string, string>; label?: string } = {},
): Promise<ChildServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `openhouse-${options.label ?? "child"}-`));
  const scratch = process.env.TEST_DATABASE_URL
    ? await createScratchDatabase(process.env.TEST_DATABASE_URL, options.label ?? "child")
    : null;
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    MALLOC_ARENA_MAX: "2",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    SEED_LISTINGS: String(TEST_SEED_LISTINGS),
    LOG_LEVEL: "warn",
    ...options.env,
  };
  if (scratch) env.DATABASE_URL = scratch.url;
  else delete env.DATABASE_URL;
  // A PGlite folder copied from the suite's seeded template starts in seconds rather than seeding again.
  await fillFromSeededTemplate(loadConfig(env));
  const { child, log, exited } = spawnLogged(
    [...(options.nodeFlags ?? []), "--import", "tsx", "server/index.ts"],
    env,
  );
  const alive = () => child.exitCode === null && child.signalCode === null;
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (!alive()) throw new Error(`server exited:\n${log()}`);
    if ((await healthStatus(port)) === 200) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    port,
    pid: child.pid!,
    process: child,
    log,
    alive,
    memory() {
      const status = readFileSync(`/proc/${child.pid}/status`, "utf8");
      const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, "m").exec(status)?.[1] ?? NaN);
      return { rssMb: kb("VmRSS") / 1024, peakRssMb: kb("VmHWM") / 1024 };
    },
    async stop() {
      if (alive()) {
        child.kill("SIGTERM");
        await exited;
      }
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Node running `args` from the repository's root, with everything it writes to stdout and stderr kept. */
export function spawnLogged(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (log += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return { child, log: () => log, exited };
}

/** GET /health's status, or 0 when nothing answers. */
export function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: "127.0.0.1", port, path: "/health", agent: false }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", () => resolve(0));
    req.end();
  });
}
