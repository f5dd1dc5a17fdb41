// The server Playwright drives (playwright.config.ts webServer): fixed port, fresh data, stops with its parent.
// Feeds dropped into e2eFeedsDir() are imported within a second (tests/e2e/feeds.spec.ts), and a few real
// ONSPD postcodes are loaded so imported listings can be placed and found by postcode.
import { createReadStream, rmSync } from "node:fs";
import { importPostcodes } from "../../modules/open-data/use-cases/postcodes/import-postcodes.ts";
import { e2eFeedsDir, e2ePort } from "./e2e-paths.ts";
import { startE2eControl } from "./e2e-control.ts";
import { startTestServer } from "./test-server.ts";

rmSync(e2eFeedsDir(), { recursive: true, force: true });
const server = await startTestServer({
  PORT: String(e2ePort()),
  FEEDS_DIR: e2eFeedsDir(),
  FEED_POLL_SECONDS: "1",
  FEED_SETTLE_SECONDS: "0",
  // Two agencies side by side, as `npm start` serves them (tests/e2e/two-agencies.spec.ts).
  DEMO2_HOST: "demo2.localhost",
});
await importPostcodes(server.services.db, createReadStream("tests/fixtures/geography/onspd-sample.csv"));
const control = await startE2eControl(server.services, server.baseUrl);
console.log(`e2e server ready at ${server.baseUrl}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(
    signal,
    () =>
      void server.stop().then(() => {
        control.close();
        rmSync(e2eFeedsDir(), { recursive: true, force: true });
        process.exit(0);
      }),
  );
}
