import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          // Pure modules with no shared state to reset (a test that fakes timers restores them after itself):
          // importing the code again for each of 190 files took 65 s of a 66 s run, 15 s without.
          isolate: false,
          include: [
            "domain/**/*.test.ts",
            "platform/**/*.test.ts",
            "services/**/*.test.ts",
            "modules/**/*.test.ts",
            "server/**/*.test.ts",
            "scripts/**/*.test.ts",
            "db/**/*.test.ts",
            "jobs/**/*.test.ts",
            "app/**/*.test.{ts,tsx}",
            "tools/**/*.test.{js,ts}",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "http",
          include: ["tests/api/**/*.test.ts", "tests/db/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/setup/http-global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // One shared server: files run one after another so rate limits and counts stay predictable.
          fileParallelism: false,
          // ...in one worker that keeps its modules: re-importing the server's code for each of seventy files
          // was a third of the suite's time. The files talk to servers, not to shared module state.
          isolate: false,
        },
      },
    ],
  },
});
