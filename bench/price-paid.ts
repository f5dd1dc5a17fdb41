// Issue 17's budgets for HM Land Registry Price Paid data, on PostgreSQL:
//   1. import: a one-county extract of ROWS sales (default 1,000,000) generated in the published layout, loaded
//      by the real importer (budget ≤ 120 s, memory flat: the resident set size is printed as it goes);
//   2. the property page's "sold nearby" queries (budget ≤ 30 ms median at 25,000,000 rows): similar homes
//      within half a mile, and the sector's prices by type over five years, with their EXPLAIN plans;
//   3. the house-prices page (budget ≤ 50 ms median server render): the real server, one page per sector so no
//      answer comes from the page cache.
// Creates its own database next to BENCH_DATABASE_URL's (default postgres://postgres@127.0.0.1:5432/postgres)
// and drops it afterwards.   npx tsx bench/price-paid.ts [ROWS]
import { randomUUID } from "node:crypto";
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { once } from "node:events";
import pg from "pg";
import { openDatabase } from "../db/client.ts";
import { refreshPostcodePlaces, upsertPostcodes, type PostcodeCentroid } from "../db/repos/postcodes.ts";
import {
  selectNewestSaleDate,
  selectSoldNearby,
  selectYearlyAverages,
} from "../modules/open-data/repos/price-paid.ts";
import { seedGazetteerIfEmpty } from "../db/reference/gazetteer.ts";
import {
  formatPricePaidRecord,
  type PropertyTypeCode,
} from "../modules/open-data/model/price-paid/record.ts";
import { trendSince } from "../modules/open-data/model/price-paid/trend.ts";
import { loadConfig } from "../platform/config.ts";
import { startServer } from "../server/index.ts";
import { importPricePaid } from "../modules/open-data/use-cases/price-paid/import-price-paid.ts";

const ROWS = Number(process.argv[2] ?? 1_000_000);
const RUNS = 50;
const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const name = `openhouse_bench_pp_${process.pid}`;
const url = new URL(base);
url.pathname = `/${name}`;

const mb = () => Math.round(process.memoryUsage().rss / 1_048_576);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const time = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

// A county: 40 districts (BN1…BN40) of 8 sectors of 80 postcodes, on a 50 km square around Brighton.
const postcodes: PostcodeCentroid[] = [];
for (let d = 1; d <= 40; d += 1) {
  for (let s = 0; s < 8; s += 1) {
    for (let p = 0; p < 80; p += 1) {
      const unit = `${String.fromCharCode(65 + (p % 20))}${String.fromCharCode(65 + Math.floor(p / 20))}`;
      postcodes.push({
        postcode: `BN${d} ${s}${unit}`,
        district: `BN${d}`,
        sector: `BN${d} ${s}`,
        latitude: 50.6 + ((d % 8) + s / 8 + p / 640) * 0.056,
        longitude: -0.6 + (Math.floor(d / 8) + (p % 10) / 10) * 0.14,
        source: "bench",
      });
    }
  }
}

const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database ${name}`);
const folder = mkdtempSync(path.join(tmpdir(), "openhouse-bench-pp-"));
const file = path.join(folder, "pp-county.csv");
let server: Awaited<ReturnType<typeof startServer>> | null = null;
try {
  const database = await openDatabase({ databaseUrl: url.href, dataDir: folder });
  // Shared reference data: loaded as the tables' owner, as the commands do.
  const db = database.ownerDb;
  await seedGazetteerIfEmpty(db);
  for (let i = 0; i < postcodes.length; i += 5_000) await upsertPostcodes(db, postcodes.slice(i, i + 5_000));
  await refreshPostcodePlaces(db);

  // The file, written as the Registry publishes it.
  const types: PropertyTypeCode[] = ["D", "S", "T", "F", "O"];
  const out = createWriteStream(file);
  const today = Date.now();
  for (let i = 0; i < ROWS; i += 1) {
    const pc = postcodes[(i * 7919) % postcodes.length]!;
    const type = types[i % 5]!;
    const line = formatPricePaidRecord({
      transactionId: randomUUID(),
      price: 150_000 + ((i * 104_729) % 600_000),
      transferredOn: new Date(today - ((i * 86_400_000 * 37) % (30 * 365 * 86_400_000)))
        .toISOString()
        .slice(0, 10),
      postcode: pc.postcode,
      sector: pc.sector,
      district: pc.district,
      propertyType: type,
      newBuild: i % 17 === 0,
      tenure: type === "F" ? "L" : "F",
      paon: String(1 + (i % 200)),
      saon: type === "F" ? `FLAT ${1 + (i % 9)}` : "",
      street: `STREET ${i % 900}`,
      locality: "",
      town: "BRIGHTON",
      localAuthority: "BRIGHTON AND HOVE",
      county: "BRIGHTON AND HOVE",
      category: i % 10 === 0 ? "B" : "A",
    });
    if (!out.write(`${line}\r\n`)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");

  console.log(`import: ${ROWS} rows, rss at start ${mb()} MB`);
  let peak = mb();
  const importMs = await time(() =>
    importPricePaid(db, createReadStream(file), {
      onProgress(counts) {
        peak = Math.max(peak, mb());
        if (counts.written % 100_000 < 5_000) console.log(`  ${counts.written} written, rss ${mb()} MB`);
      },
    }),
  );
  console.log(`import: ${(importMs / 1000).toFixed(1)} s, peak rss ${peak} MB`);
  const again = await time(() => importPricePaid(db, createReadStream(file)));
  console.log(`re-import (nothing to write): ${(again / 1000).toFixed(1)} s`);

  // The panel's queries, on RUNS different postcodes.
  const since5 = `${new Date().getUTCFullYear() - 5}-01-01`;
  const nearby: number[] = [];
  const trend: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const pc = postcodes[(i * 613) % postcodes.length]!;
    nearby.push(
      await time(() =>
        selectSoldNearby(db, {
          latitude: pc.latitude,
          longitude: pc.longitude,
          metres: 804,
          propertyType: types[i % 4]!,
          since: since5,
          limit: 10,
        }),
      ),
    );
    trend.push(
      await time(() =>
        Promise.all([
          selectYearlyAverages(db, { kind: "sector", value: pc.sector }, trendSince(new Date())),
          selectNewestSaleDate(db, { kind: "sector", value: pc.sector }),
        ]),
      ),
    );
  }
  console.log(`sold nearby (half a mile): median ${median(nearby).toFixed(1)} ms`);
  console.log(`sector trend + newest: median ${median(trend).toFixed(1)} ms`);
  const pc = postcodes[1234]!;
  const dLat = 804 / 111_195;
  const dLon = 804 / (111_195 * Math.cos((pc.latitude * Math.PI) / 180));
  const plans = [
    `explain (analyze, buffers) select * from price_paid_sales where property_type = 'T'
       and latitude between ${pc.latitude - dLat} and ${pc.latitude + dLat}
       and longitude between ${pc.longitude - dLon} and ${pc.longitude + dLon}
       and transferred_on >= '${since5}'
       and earth_distance(ll_to_earth(${pc.latitude}, ${pc.longitude}), ll_to_earth(latitude, longitude)) <= 804
       order by transferred_on desc limit 10`,
    `explain (analyze, buffers) select extract(year from transferred_on)::int, property_type, count(*), avg(price)
       from price_paid_sales where sector = '${pc.sector}' and transferred_on >= '${trendSince(new Date())}'
       and category = 'A' group by 1, 2`,
  ];
  for (const plan of plans) {
    const result = await database.executeSql(plan);
    console.log((result.rows as Record<string, string>[]).map((row) => Object.values(row)[0]).join("\n"));
  }
  await database.close();

  // The house-prices page through the real server: a different sector each time (no page-cache hits).
  server = await startServer(
    loadConfig({
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: folder,
      DATABASE_URL: url.href,
      DEMO_AGENCY: "off",
      LOG_LEVEL: "warn",
      // Every request renders: the reference page below would otherwise come from the page cache.
      PAGE_CACHE_MB: "0",
    }),
  );
  const renders: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const sector = postcodes[(i * 97 * 80) % postcodes.length]!.sector.toLowerCase().replace(" ", "-");
    renders.push(
      await time(async () => {
        const response = await fetch(`http://127.0.0.1:${server!.port}/house-prices/${sector}`);
        if (response.status !== 200) throw new Error(`${sector}: ${response.status}`);
        await response.text();
      }),
    );
  }
  console.log(`house-prices page (HTTP, full render): median ${median(renders).toFixed(1)} ms`);
  // The reference in the same run: the home page of this agency without listings (the same layout, no Price
  // Paid query; the legal pages are the demo's texts, absent here).
  const reference: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    reference.push(
      await time(async () => {
        const response = await fetch(`http://127.0.0.1:${server!.port}/`);
        if (response.status !== 200) throw new Error(`/: ${response.status}`);
        await response.text();
      }),
    );
  }
  console.log(`reference, the home page (HTTP, full render): median ${median(reference).toFixed(1)} ms`);
} finally {
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
