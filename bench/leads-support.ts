// What the lead benchmarks share (bench/leads.ts, bench/leads-reliability.ts): the real server as a child
// process (so it can be SIGKILLed), waiting for it, and a valuation lead body (spec §7) and its POST.
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { valuationBody } from "../tests/support/valuation-body.ts";

export const ROOT = path.resolve(fileURLToPath(new URL("..", import.meta.url)));

export type ChildServer = {
  baseUrl: string;
  process: ChildProcess;
  /** SIGKILL: no shutdown, no flush, as a power cut or an OOM kill. */
  kill(): Promise<void>;
  /** SIGTERM and wait: the server's graceful shutdown. */
  stop(): Promise<void>;
};

/**
 * The package's start script: how `npm start` runs the server (its build step is `prestart`, not this).
 * BENCH_START_SCRIPT replaces it, to compare other node flags in the same bench.
 */
export const START_SCRIPT =
  process.env.BENCH_START_SCRIPT ??
  (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> })
    .scripts.start!;

/** The server as `npm start` runs it (NODE_ENV, memory flags), on `port`, with `env` added to this process's. */
export async function startChildServer(env: NodeJS.ProcessEnv, port: number): Promise<ChildServer> {
  // `exec`, so the child is node itself and kill() reaches the server rather than the shell.
  const child = spawn("sh", ["-c", START_SCRIPT.replace(/(^|\s)node\s/, "$1exec node ")], {
    cwd: ROOT,
    env: {
      ...process.env,
      ...env,
      PATH: `${path.join(ROOT, "node_modules/.bin")}:${process.env.PATH}`,
      PORT: String(port),
      HOST: "127.0.0.1",
      // A BUILD_DIR outside the checkout (e.g. /tmp/build-x) still finds the checkout's packages.
      NODE_PATH: path.join(ROOT, "node_modules"),
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("server did not start in 180 s");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    baseUrl,
    process: child,
    async kill() {
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The environment the lead benches start the server with: rate limits off, no captcha, mail to `smtpUrl`. */
export function leadServerEnv(options: { dataDir: string; databaseUrl: string; smtpUrl: string }) {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl,
    SEED_LISTINGS: "300",
    LOG_LEVEL: "error",
    RATE_LIMIT_DISABLED: "1",
    CAPTCHA_PROVIDER: "none",
    SMTP_URL: options.smtpUrl,
  };
}

/** A session cookie and its authenticity token (GET /user.ljson, spec §7). */
export async function visitor(baseUrl: string): Promise<{ cookie: string; token: string }> {
  const response = await fetch(`${baseUrl}/user.ljson`);
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("oh_session="))!
    .split(";")[0]!;
  const { authenticity_token: token } = (await response.json()) as { authenticity_token: string };
  return { cookie, token };
}

/** Lead `n`'s valuation request: the suites' body, with a name, street and message of its own. */
export function valuationLead(email: string, n: number) {
  return valuationBody(email, {
    lead_client: {
      first_name: "Bench",
      last_name: `Lead${String.fromCharCode(97 + (n % 26))}`,
      street_address: `${n} Mill Lane`,
    },
    lead: { message: `Lead ${n}` },
  });
}

/** POST /leads of one valuation lead from `session`, with a key of its own as a real visitor's would have. */
export function postValuationLead(
  baseUrl: string,
  session: { cookie: string; token: string },
  email: string,
  n: number,
): Promise<Response> {
  return fetch(`${baseUrl}/leads`, {
    method: "POST",
    headers: {
      cookie: session.cookie,
      accept: "application/json",
      "content-type": "application/json",
      "idempotency-key": randomUUID(),
    },
    body: JSON.stringify({ authenticity_token: session.token, ...valuationLead(email, n) }),
  });
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
