// Issue 13 item 7: the deployment of docs/deploy.md, started here — Debian's nginx (deploy/nginx/openhouse.conf,
// ports and paths substituted) in front of two web processes with JOBS_IN_PROCESS=0 and one `npm run worker`,
// all on one scratch PostgreSQL database — and shown to behave as one site: a session made through one process
// is known to the other, the rate limits count together per real client address (the one nginx puts in
// X-Forwarded-For; the client's own forgery changes nothing), and a lead sent through the proxy is emailed
// once, by the worker. Clients connect from their own loopback addresses (127.0.0.3, .4, …) so nginx sees
// distinct clients; the web processes trust X-Forwarded-For from 127.0.0.1 (nginx) only.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { TEST_SEED_LISTINGS } from "../setup/test-server.ts";
import { startSmtpTestServer } from "../support/smtp.ts";
import { spawnLogged } from "../support/child-server.ts";
import { freePort } from "../support/free-port.ts";
import { sendRawText, type TextAnswer } from "../support/raw-http.ts";
import { valuationBody } from "./leads-fixtures.ts";

const ROOT = path.resolve(fileURLToPath(new URL("../..", import.meta.url)));
const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((file) => existsSync(file));
const DATABASE = process.env.TEST_DATABASE_URL;
const skipReason = !DATABASE ? " (skipped: TEST_DATABASE_URL unset)" : !NGINX ? " (skipped: no nginx)" : "";

/** One request from a given local address (a distinct client to nginx), nothing normalised. */
function send(
  port: number,
  from: string,
  method: string,
  pathname: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<TextAnswer> {
  return sendRawText({ host: "127.0.0.1", port, localAddress: from, method, path: pathname, headers }, body);
}

type Child = { process: ChildProcess; log: () => string; stop: () => Promise<void> };

function startChild(args: string[], env: NodeJS.ProcessEnv): Child {
  const { child, log, exited } = spawnLogged(["--import", "tsx", ...args], env);
  return {
    process: child,
    log,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}

async function waitForHealth(port: number, child: Child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.process.exitCode !== null) throw new Error(`process exited:\n${child.log()}`);
    try {
      if ((await send(port, "127.0.0.1", "GET", "/health")).status === 200) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`no /health on ${port}:\n${child.log()}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** deploy/nginx/openhouse.conf with this run's ports and paths, inside a minimal main configuration. */
function nginxConfig(dir: string, listen: number, appPorts: [number, number]): string {
  let site = readFileSync(path.join(ROOT, "deploy/nginx/openhouse.conf"), "utf8");
  site = site
    .replace("server 127.0.0.1:3001", `server 127.0.0.1:${appPorts[0]}`)
    .replace("server 127.0.0.1:3002", `server 127.0.0.1:${appPorts[1]}`)
    .replace("/var/cache/nginx/openhouse-media", path.join(dir, "media-cache"))
    .replace("listen 80;", `listen 127.0.0.1:${listen};`)
    // Which process answered, for the test only.
    .replace("location / {", "add_header X-Upstream $upstream_addr always;\n    location / {");
  for (const expected of [String(appPorts[0]), String(appPorts[1]), `listen 127.0.0.1:${listen}`]) {
    if (!site.includes(expected)) throw new Error(`deploy/nginx/openhouse.conf changed shape: ${expected}`);
  }
  writeFileSync(path.join(dir, "openhouse.conf"), site);
  return [
    "worker_processes 1;",
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/error.log warn;`,
    "events { worker_connections 256; }",
    "http {",
    `  access_log ${dir}/access.log;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `  ${kind}_temp_path ${dir}/${kind}-temp;`,
    ),
    `  include ${dir}/openhouse.conf;`,
    "}",
    "",
  ].join("\n");
}

describe.skipIf(skipReason !== "")(
  `nginx, two web processes and a worker on one PostgreSQL${skipReason}`,
  () => {
    let dir: string;
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
    const children: Child[] = [];
    let nginx: ChildProcess | undefined;
    let proxyPort: number;
    let appPorts: [number, number];
    const upstreamsSeen = new Set<string>();

    const viaProxy = async (from: string, method: string, pathname: string, headers = {}, body?: string) => {
      const answer = await send(proxyPort, from, method, pathname, headers, body);
      const upstream = answer.headers["x-upstream"];
      if (typeof upstream === "string") upstreamsSeen.add(upstream);
      return answer;
    };

    beforeAll(async () => {
      dir = mkdtempSync(path.join(tmpdir(), "openhouse-proxy-"));
      // nginx's workers drop to an unprivileged user when it is started as root: they must reach the folder.
      chmodSync(dir, 0o755);
      scratch = await createScratchDatabase(DATABASE!, "proxy");
      smtp = await startSmtpTestServer();
      appPorts = [await freePort(), await freePort()];
      proxyPort = await freePort();
      // One data folder for every process, as docs/deploy.md asks: media originals must be readable by both.
      const dataDir = path.join(dir, "data");
      mkdirSync(dataDir);
      const env = (port: number): NodeJS.ProcessEnv => {
        return {
          ...process.env,
          NODE_ENV: "production",
          HOST: "127.0.0.1",
          PORT: String(port),
          DATA_DIR: dataDir,
          DATABASE_URL: scratch.url,
          // One secret for every process: a session cookie signed by one is read by the other.
          SESSION_SECRET: "proxy-layout-test-secret-0123456789abcdef",
          SEED_LISTINGS: String(TEST_SEED_LISTINGS),
          JOBS_IN_PROCESS: "0",
          TRUST_PROXY: "127.0.0.1",
          SMTP_URL: smtp.url,
          PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
          LOG_LEVEL: "warn",
          NODE_PATH: path.join(ROOT, "node_modules"),
        };
      };
      // The first process migrates and seeds; the second finds the agency there.
      const first = startChild(["server/index.ts"], env(appPorts[0]));
      children.push(first);
      await waitForHealth(appPorts[0], first);
      const second = startChild(["server/index.ts"], env(appPorts[1]));
      children.push(second);
      const worker = startChild(["scripts/worker.ts"], env(0));
      children.push(worker);
      await waitForHealth(appPorts[1], second);

      writeFileSync(path.join(dir, "nginx.conf"), nginxConfig(dir, proxyPort, appPorts));
      const check = spawnSync(
        NGINX!,
        ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`, "-t"],
        {
          encoding: "utf8",
        },
      );
      if (check.status !== 0) throw new Error(`nginx -t failed:\n${check.stderr}`);
      nginx = spawn(
        NGINX!,
        ["-p", dir, "-e", `${dir}/error.log`, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"],
        { stdio: "ignore" },
      );
      const deadline = Date.now() + 10_000;
      for (;;) {
        try {
          if ((await send(proxyPort, "127.0.0.1", "GET", "/health")).status === 200) break;
        } catch {
          // nginx not listening yet
        }
        if (Date.now() > deadline) throw new Error("nginx did not answer");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }, 180_000);

    afterAll(async () => {
      if (nginx && nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx!.once("exit", resolve));
        nginx.kill("SIGQUIT");
        await exited;
      }
      await Promise.all(children.map((child) => child.stop()));
      await smtp?.stop();
      await scratch?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    }, 60_000);

    it("serves pages through nginx from both processes", async () => {
      for (let i = 0; i < 4; i++) {
        const page = await viaProxy("127.0.0.3", "GET", "/");
        expect(page.status).toBe(200);
        expect(page.text).toContain("<html");
      }
      expect(upstreamsSeen).toEqual(new Set(appPorts.map((port) => `127.0.0.1:${port}`)));
    });

    it("sessions: signed in through one process, the other knows you", async () => {
      const from = "127.0.0.3";
      const json = { accept: "application/json", "content-type": "application/json" };
      // Registration (which signs in) straight to the first process…
      const anonymous = await send(appPorts[0], from, "GET", "/user.ljson");
      const cookie = String(anonymous.headers["set-cookie"]).split(";")[0]!;
      const { authenticity_token } = JSON.parse(anonymous.text) as { authenticity_token: string };
      const email = `proxy-${randomUUID().slice(0, 8)}@example.com`;
      const registered = await send(
        appPorts[0],
        from,
        "POST",
        "/user.ljson",
        { ...json, cookie },
        JSON.stringify({
          authenticity_token,
          client: "web",
          first_name: "Pat",
          last_name: "Proxy",
          email,
          password: "correct horse battery",
          password_confirmation: "correct horse battery",
          opt_in_terms: true,
        }),
      );
      expect(registered.status, registered.text).toBe(200);
      const signedIn = (registered.headers["set-cookie"] as string[])
        .find((c) => c.startsWith("oh_session="))!
        .split(";")[0]!;
      // …is known to the second, directly and through the proxy whichever process answers.
      const direct = await send(appPorts[1], from, "GET", "/user.ljson", { cookie: signedIn });
      expect(JSON.parse(direct.text).user.email).toBe(email);
      for (let i = 0; i < 4; i++) {
        const proxied = await viaProxy(from, "GET", "/user.ljson", { cookie: signedIn });
        expect(JSON.parse(proxied.text).user.email).toBe(email);
      }
    });

    it("limits: counted together per real client; a forged X-Forwarded-For changes nothing", async () => {
      // The leads class allows 10 posts per 10 minutes per address (server/rate-limits.ts). The token check
      // refuses these bodies after they are counted, which is all this needs.
      const post = (from: string, forged?: string) =>
        viaProxy(
          from,
          "POST",
          "/leads",
          {
            accept: "application/json",
            "content-type": "application/json",
            ...(forged ? { "x-forwarded-for": forged } : {}),
          },
          "{}",
        );
      // Both processes in nginx's rotation first: on a loaded machine one may have been slow to answer a request
      // of an earlier test and be resting out its fail_timeout (10 s), and then all ten posts reach the other
      // one, which proves nothing about a bucket shared between them.
      const rotation = Date.now() + 30_000;
      for (let last = ""; Date.now() < rotation;) {
        const upstream = String((await viaProxy("127.0.0.6", "GET", "/health")).headers["x-upstream"]);
        if (last && upstream !== last) break;
        last = upstream;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const answered: string[] = [];
      for (let i = 0; i < 10; i++) {
        const answer = await post("127.0.0.4", `203.0.113.${i + 1}`);
        expect(answer.status).not.toBe(429);
        answered.push(String(answer.headers["x-upstream"]));
        // One bucket across both processes: what remains goes down by one whichever process answered.
        expect(answer.headers["ratelimit"]).toBe(
          `"leads";r=${9 - i};t=${/t=(\d+)/.exec(String(answer.headers["ratelimit"]))![1]}`,
        );
      }
      expect(new Set(answered).size).toBe(2);
      expect((await post("127.0.0.4", "198.51.100.7")).status).toBe(429);
      expect((await post("127.0.0.4")).status).toBe(429);
      // Another client through the same proxy has a bucket of its own.
      expect((await post("127.0.0.5")).status).not.toBe(429);
      // Straight to a web process, X-Forwarded-For from an address that is not the proxy is ignored: the
      // connecting address (the one used up above) is the bucket.
      const direct = await send(
        appPorts[1],
        "127.0.0.4",
        "POST",
        "/leads",
        { accept: "application/json", "content-type": "application/json", "x-forwarded-for": "192.0.2.99" },
        "{}",
      );
      expect(direct.status).toBe(429);
    });

    it("emails: a lead sent through the proxy is delivered once, by the worker", async () => {
      const from = "127.0.0.6";
      const anonymous = await viaProxy(from, "GET", "/user.ljson");
      const cookie = String(anonymous.headers["set-cookie"]).split(";")[0]!;
      const { authenticity_token } = JSON.parse(anonymous.text) as { authenticity_token: string };
      const email = `lead-${randomUUID().slice(0, 8)}@example.com`;
      const lead = await viaProxy(
        from,
        "POST",
        "/leads",
        {
          accept: "application/json",
          "content-type": "application/json",
          cookie,
          "idempotency-key": randomUUID(),
        },
        // A valuation request without a viewing booked.
        JSON.stringify(
          valuationBody(email, {
            authenticity_token,
            lead: { message: "Sent through nginx" },
            lead_booking: undefined,
          }),
        ),
      );
      expect(lead.status, lead.text).toBe(200);
      await smtp.waitFor(email, 20_000);
      // Three processes could send it; give any second copy time to arrive.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(smtp.received.filter((message) => message.to.includes(email))).toHaveLength(1);
      // The branch's notification and the enquirer's acknowledgement: one message to each recipient.
      const about = smtp.received.filter(
        (message) => message.to.includes(email) || message.text.includes("Sent through nginx"),
      );
      const recipients = about.flatMap((message) => message.to);
      expect(recipients.length).toBeGreaterThanOrEqual(2);
      expect(new Set(recipients).size).toBe(recipients.length);
    });

    it("caches resized images at the proxy", async () => {
      const search = await viaProxy("127.0.0.3", "GET", "/search.ljson?channel=sales");
      const photo = (JSON.parse(search.text) as { properties: { photos: { url: string }[] }[] })
        .properties[0]!.photos[0]!.url;
      const accept = { accept: "image/webp,*/*" };
      const first = await viaProxy("127.0.0.3", "GET", photo, accept);
      expect(first.status).toBe(200);
      expect(first.headers["x-cache-status"]).toBe("MISS");
      const second = await viaProxy("127.0.0.3", "GET", photo, accept);
      expect(second.headers["x-cache-status"]).toBe("HIT");
      expect(second.headers["content-type"]).toBe(first.headers["content-type"]);
    });

    it("logs no server errors in any process", () => {
      for (const child of children) expect(child.log()).not.toMatch(/"level":(50|60)/);
    });
  },
);
