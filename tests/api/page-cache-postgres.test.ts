// Page cache invalidation across processes (docs/decisions/014): two servers on one scratch PostgreSQL
// database, and `npm run content:load` run as a third process; its NOTIFY must flush both servers' caches.
// Needs TEST_DATABASE_URL (PGlite is one process by nature): skipped without it, and named so.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteContentFile } from "../../modules/content/repos/site-content.ts";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { startTestServer } from "../setup/test-server.ts";

const databaseUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

async function home(baseUrl: string) {
  const response = await fetch(`${baseUrl}/`);
  return { cache: response.headers.get("x-cache"), html: await response.text() };
}

describe.skipIf(!databaseUrl)(
  "page cache across processes on PostgreSQL (skipped without TEST_DATABASE_URL)",
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    let servers: Awaited<ReturnType<typeof startTestServer>>[] = [];
    let dir: string;

    beforeAll(async () => {
      scratch = await createScratchDatabase(databaseUrl!, "page_cache");
      // One after the other: the first seeds the scratch database, the second finds it seeded.
      servers.push(await startTestServer({ DATABASE_URL: scratch.url, SEED_LISTINGS: "5" }));
      servers.push(await startTestServer({ DATABASE_URL: scratch.url, SEED_LISTINGS: "5" }));
      dir = mkdtempSync(path.join(tmpdir(), "openhouse-page-cache-"));
    });

    afterAll(async () => {
      for (const server of servers) await server.stop();
      servers = [];
      await scratch?.drop();
      if (dir) rmSync(dir, { recursive: true, force: true });
    });

    it("a content load in another process shows on both servers at once", async () => {
      for (const server of servers) {
        await home(server.baseUrl);
        expect((await home(server.baseUrl)).cache).toBe("HIT");
      }
      const content = await readSiteContentFile("content/demo-agency.json");
      const heading = `Heading from another process ${Date.now()}`;
      const file = path.join(dir, "content.json");
      writeFileSync(file, JSON.stringify({ ...content, hero: { ...content.hero, heading } }));
      await run("npx", ["tsx", "scripts/content-load.ts", file], {
        env: { ...process.env, DATABASE_URL: scratch.url, DATA_DIR: dir },
      });
      for (const server of servers) {
        // The NOTIFY arrives after the script's commit; allow it a moment on a busy machine.
        let page = await home(server.baseUrl);
        for (let i = 0; i < 20 && !page.html.includes(heading); i++) {
          await new Promise((resolve) => setTimeout(resolve, 100));
          page = await home(server.baseUrl);
        }
        expect(page.html).toContain(heading);
      }
    });
  },
);
