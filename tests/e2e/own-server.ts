// A server of a browser suite's own, with a content file of its own (the demo agency's, changed by the suite): for
// what the shared servers' content does not configure (analytics snippets, the agency's own statistics).
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { test, type Page } from "@playwright/test";

export type OwnServer = { baseUrl: string; stop: () => Promise<void> };

/** Starts tests/setup/e2e-server.ts on PGlite with the demo content as `change` leaves it. */
export async function startOwnServer(change: (content: Record<string, unknown>) => void): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "oh-own-e2e-"));
  const content = JSON.parse(readFileSync("content/demo-agency.json", "utf8")) as Record<string, unknown>;
  change(content);
  const file = path.join(dir, "agency.json");
  writeFileSync(file, JSON.stringify(content));
  const server: ChildProcess = spawn("node_modules/.bin/tsx", ["tests/setup/e2e-server.ts"], {
    env: { ...process.env, E2E_PORT: "0", SITE_CONFIG: file, TEST_DATABASE_URL: "" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = "";
    server.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /e2e server ready at (http:\/\/\S+)/.exec(output);
      if (ready) resolve(ready[1]!);
    });
    server.once("exit", (code) => reject(new Error(`the suite's own test server exited with ${code}`)));
  });
  return {
    baseUrl,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The suite's own server, started before its tests and stopped after them; `open` loads one of its pages and
 * waits for the page's scripts to have asked who the visitor is (GET /user.ljson), as hydrated pages do.
 */
export function ownServerForSuite(change: (content: Record<string, unknown>) => void) {
  let server: OwnServer | null = null;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startOwnServer(change);
  });
  test.afterAll(async () => {
    await server?.stop();
  });
  const baseUrl = () => server!.baseUrl;
  return {
    baseUrl,
    async open(page: Page, pathname = "/") {
      const userCall = page.waitForResponse((r) => new URL(r.url()).pathname === "/user.ljson");
      await page.goto(`${baseUrl()}${pathname}`);
      await userCall;
    },
  };
}
