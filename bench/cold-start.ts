// Cold start: from `npm start` on an empty data folder (build, migrations, demo seed) to the first page served.
// Usage: npx tsx bench/cold-start.ts [--listings N]   (PGlite; set DATABASE_URL to an empty database for PostgreSQL)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const listingsArg = process.argv.indexOf("--listings");
const listings = listingsArg > 0 ? process.argv[listingsArg + 1] : "1500";
const port = 3900 + Math.floor(Math.random() * 90);
const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-cold-"));
const started = performance.now();
const child = spawn("npm", ["start"], {
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_LISTINGS: listings, LOG_LEVEL: "warn" },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});

async function firstPage(): Promise<number> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      if (response.ok) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("no page within 180 s");
}

try {
  const ms = await firstPage();
  console.log(
    `cold start (build + migrate + seed ${listings} listings + first page): ${(ms / 1000).toFixed(1)} s`,
  );
} finally {
  process.kill(-child.pid!, "SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
