import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);

// Debian's Chromium, never a downloaded browser (.ci/run installs it when missing).
export default defineConfig({
  testDir: "./tests/e2e",
  workers: 1,
  // One retry in CI so a single timing hiccup on a loaded 2-core machine does not block a landing; a test that
  // needs it is reported as flaky in the output, to be looked at.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? "line" : "list",
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    ...devices["Desktop Chrome"],
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: {
    command: "tsx tests/setup/e2e-server.ts",
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port), TEST_DATABASE_URL: "" },
  },
});
