import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

// Two workers, each with a server of its own, so the suite uses both of CI's cores and no worker sees another's
// rate limits, leads or staff. Server i listens on the first port + 2i (its side door on the port after it).
// The config is read again in each worker, after Playwright has set TEST_PARALLEL_INDEX there; so a worker
// points E2E_PORT (which the specs' helpers read, tests/setup/e2e-paths.ts) and baseURL at its own server. The
// first port is kept aside because a worker rewrites E2E_PORT.
process.env.E2E_FIRST_PORT ??= process.env.E2E_PORT ?? "4173";
const firstPort = Number(process.env.E2E_FIRST_PORT);
const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
const serverPorts = Array.from({ length: workers }, (_, index) => firstPort + 2 * index);
const workerIndex = process.env.TEST_PARALLEL_INDEX;
if (workerIndex !== undefined) process.env.E2E_PORT = String(serverPorts[Number(workerIndex)]);
const port = Number(process.env.E2E_PORT ?? firstPort);

// The test servers (Playwright's and the suites' own) copy one seeded data folder per seed, made once per run
// (tests/setup/seeded-template.ts), instead of each seeding the demo agency again. Set here, before the web
// server starts and the workers fork, so they all inherit it; removed by the global teardown.
process.env.OPENHOUSE_TEST_TEMPLATES ??= mkdtempSync(path.join(tmpdir(), "openhouse-e2e-templates-"));

// Debian's Chromium, never a downloaded browser (.ci/run installs it when missing): its headless shell (package
// chromium-headless-shell, the same Chromium's old headless mode, which Playwright itself runs headless tests on)
// where installed, else the full browser in its headless mode. The shell ran the suite in about 30% less time and
// CPU, which CI's two cores are short of.
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export default defineConfig({
  testDir: "./tests/e2e",
  globalTeardown: "./tests/setup/e2e-global-teardown.ts",
  workers,
  // One retry in CI so a single timing hiccup on a loaded 2-core machine does not block a landing; a test that
  // needs it is reported as flaky in the output, to be looked at.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
      ],
    },
  },
  webServer: serverPorts.map((serverPort) => ({
    command: "tsx tests/setup/e2e-server.ts",
    url: `http://127.0.0.1:${serverPort}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(serverPort), TEST_DATABASE_URL: "" },
  })),
});
