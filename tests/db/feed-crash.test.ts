// A crash in the middle of an import (issue 12 "Reliability"): the command is SIGKILLed after its first
// batches were written; every listing is then either absent or whole (all its media and its first history
// row), and running the same file again completes the work — on PGlite and on PostgreSQL.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { properties } from "../../db/schema.ts";
import { placeSampleDistricts, writeSampleFeedZip } from "../support/sample-blm.ts";
import { createScratchDatabase } from "../setup/scratch-database.ts";
import { ON_POSTGRES_RUN } from "../support/database-targets.ts";

const LISTINGS = 600;

/** Processes of a process group that are still running (zombies count as dead). */
function liveProcessesInGroup(group: number): number {
  let live = 0;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const [state, , pgrp] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(pgrp) === group && state !== "Z" && state !== "X") live += 1;
    } catch {
      // gone while we looked
    }
  }
  return live;
}
// 3 photos, a floor plan and an EPC graph, and a virtual tour for one listing in five (tests/support/sample-blm.ts).
const MEDIA_PER_LISTING = [5, 6];

type Target = { name: string; url: () => Promise<string | undefined>; drop: () => Promise<void> };
let scratch: Awaited<ReturnType<typeof createScratchDatabase>> | undefined;
// This run's database (tests/support/database-targets.ts): PGlite, or PostgreSQL with TEST_DATABASE_URL.
const targets: Target[] = [
  ON_POSTGRES_RUN
    ? {
        name: "PostgreSQL",
        url: async () =>
          (scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "feed_crash")).url,
        drop: async () => scratch?.drop(),
      }
    : { name: "PGlite", url: async () => undefined, drop: async () => {} },
];

describe.each(targets)("a killed import on $name", (target) => {
  let dataDir: string;
  let zip: string;
  let env: NodeJS.ProcessEnv;

  const command = (report?: string) =>
    spawn(
      "node_modules/.bin/tsx",
      ["scripts/feed-import.ts", zip, "--source", "crash", ...(report ? ["--report", report] : [])],
      {
        env,
        detached: true, // its own process group, so the kill reaches tsx's node child too
        stdio: ["ignore", "pipe", "pipe"],
      },
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-feed-crash-"));
    const databaseUrl = await target.url();
    env = {
      ...process.env,
      DATA_DIR: dataDir,
      LOG_LEVEL: "silent",
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    };
    if (!databaseUrl) delete env.DATABASE_URL;
    const database = await openDatabase({ databaseUrl, dataDir });
    await placeSampleDistricts(database.db, "test");
    await database.close();
    const pool = await Promise.all(
      ["#123456", "#654321"].map((background) =>
        sharp({ create: { width: 64, height: 48, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      ),
    );
    zip = path.join(dataDir, "feed.zip");
    await writeSampleFeedZip(zip, { listings: LISTINGS, jpegPool: pool, descriptionChars: 400 });
  }, 120_000);
  afterAll(async () => {
    await target.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("leaves each listing old or new, never half-written, and a re-run completes the work", async () => {
    const report = path.join(dataDir, "report.jsonl");
    const first = command(report);
    const exited = new Promise<void>((resolve) => first.once("exit", () => resolve()));
    // Killed once some listings are written (the report names them as they are decided), long before the end.
    await expect
      .poll(() => (existsSync(report) ? statSync(report).size : 0), { timeout: 60_000, interval: 50 })
      .toBeGreaterThan(0);
    process.kill(-first.pid!, "SIGKILL");
    await exited;
    // Until the whole group is dead (tsx's node child too), its lock still names a live process.
    await expect.poll(() => liveProcessesInGroup(first.pid!)).toBe(0);

    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      const written = await database.db
        .select({
          id: properties.id,
          media: sql<number>`(select count(*)::int from property_media m where m.property_id = "properties"."id")`,
          listed: sql<number>`(select count(*)::int from property_history h where h.property_id = "properties"."id" and h.event = 'listed')`,
        })
        .from(properties)
        .where(eq(properties.source, "crash"));
      expect(written.length).toBeGreaterThan(0);
      expect(written.length).toBeLessThan(LISTINGS);
      for (const listing of written) {
        expect(MEDIA_PER_LISTING).toContain(listing.media);
        expect(listing.listed).toBe(1);
      }
    } finally {
      await database.close();
    }

    const again = command();
    let output = "";
    again.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number>((resolve) => again.once("exit", (c) => resolve(c ?? 1)));
    expect(code, output).toBe(0);
    const counts = JSON.parse(output.trim().split("\n").at(-1)!);
    expect(counts.created + counts.unchanged).toBe(LISTINGS);
    expect(counts.unchanged).toBeGreaterThan(0);

    const after = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      const [row] = await after.db
        .select({ n: sql<number>`count(*)::int` })
        .from(properties)
        .where(eq(properties.source, "crash"));
      expect(row!.n).toBe(LISTINGS);
      const runs = await after.executeSql("select state from import_runs order by id");
      expect((runs.rows as { state: string }[]).map((r) => r.state)).toEqual(["failed", "succeeded"]);
    } finally {
      await after.close();
    }
  }, 180_000);
});
