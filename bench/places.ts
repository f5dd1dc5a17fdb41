// GET /places?term= suggestions (modules/search/use-cases/places.ts suggestPlaces), before and after the postcode and
// neighbourhood search (docs/geography.md), on PGlite:
//   1. the GeoNames gazetteer alone, with the query the location search used before (inline copy below);
//   2. the same gazetteer with the new suggestPlaces;
//   3. after loading a national-scale synthetic load: POSTCODES postcodes in ~2,900 districts and ~11,500
//      sectors (their places rows made by refreshPostcodePlaces) and NEIGHBOURHOODS neighbourhoods.
// Prints the median and 95th percentile per term, in milliseconds.  npx tsx bench/places.ts
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { analyzePlaces, insertNewSettlements } from "../db/repos/places.ts";
import { refreshPostcodePlaces, upsertPostcodes, type PostcodeCentroid } from "../db/repos/postcodes.ts";
import { seedGazetteerIfEmpty } from "../db/reference/gazetteer.ts";
import { places } from "../db/schema.ts";
import { suggestPlaces } from "../modules/search/use-cases/places.ts";

const POSTCODES = 300_000;
const NEIGHBOURHOODS = 40_000;
const RUNS = 30;
const TERMS = ["b", "ba", "bath", "lon", "bristol", "redland", "BS8", "bs8 2", "BS8 2LG", "sw1a1aa", "zzzq"];

const dataDir = mkdtempSync(path.join(tmpdir(), "openhouse-bench-places-"));
const database = await openDatabase({ dataDir });
const { db } = database;

// The suggestion query as it was before postcode places (modules/search/use-cases/places.ts and db/repos/places.ts at the
// start of issue 12 item 5): every place matched by name, sizes counted over all places.
async function suggestBefore(term: string) {
  const lowered = term.toLowerCase();
  const pattern = lowered.replace(/[\\%_]/g, (c) => `\\${c}`);
  const name = sql`lower(${places.name})`;
  const match = sql<number>`(case when ${name} = ${lowered} then 0 when ${name} like ${`${pattern}%`} then 1 else 2 end)`;
  const rows = await db
    .select({ id: places.id, name: places.name, countyName: places.countyName, match })
    .from(places)
    .where(sql`${name} like ${`%${pattern}%`}`)
    .orderBy(match, places.name, places.id)
    .limit(400);
  return rows
    .sort((a, b) => a.match - b.match || (a.name < b.name ? -1 : 1))
    .slice(0, 15)
    .map((p) => [`${p.name}, ${p.countyName}`, p.id]);
}

async function measure(label: string, suggest: (term: string) => Promise<unknown>) {
  console.log(`\n${label}`);
  for (const term of TERMS) {
    for (let i = 0; i < 3; i += 1) await suggest(term); // warm the plan and the size cache
    const times: number[] = [];
    for (let i = 0; i < RUNS; i += 1) {
      const started = performance.now();
      await suggest(term);
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
    console.log(`  ${JSON.stringify(term).padEnd(12)} median ${at(0.5)} ms, p95 ${at(0.95)} ms`);
  }
}

// A deterministic generator, so runs compare.
let seed = 42;
function random(): number {
  // mulberry32
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
}
const LETTERS = "ABCDEFGHJKLMNOPRSTUWY";
const SYLLABLES = [
  "ash",
  "ton",
  "ley",
  "brook",
  "ham",
  "field",
  "wick",
  "by",
  "stow",
  "mere",
  "dale",
  "well",
];

try {
  await seedGazetteerIfEmpty(db);
  await measure("1. gazetteer only, the query before", suggestBefore);
  await measure("2. gazetteer only, suggestPlaces now", (term) => suggestPlaces(db, term));

  let started = performance.now();
  const areas = new Set<string>();
  let batch: PostcodeCentroid[] = [];
  for (let i = 0; i < POSTCODES; i += 1) {
    const area = LETTERS[Math.floor(random() * LETTERS.length)]! + LETTERS[Math.floor(random() * 8)]!;
    const district = `${area}${1 + Math.floor(random() * 20)}`;
    const sector = `${district} ${Math.floor(random() * 4)}`;
    const postcode = `${sector}${LETTERS[Math.floor(random() * 20)]}${LETTERS[Math.floor(random() * 20)]}`;
    areas.add(district);
    batch.push({
      postcode,
      district,
      sector,
      latitude: 50.5 + random() * 5,
      longitude: -4 + random() * 5,
      source: "bench",
    });
    if (batch.length === 5_000) {
      await upsertPostcodes(db, batch);
      batch = [];
    }
  }
  await upsertPostcodes(db, batch);
  const loadedPostcodes = performance.now() - started;
  started = performance.now();
  const areaRows = await refreshPostcodePlaces(db);
  const refreshed = performance.now() - started;
  const settlements = Array.from({ length: NEIGHBOURHOODS }, () => {
    const parts = 2 + Math.floor(random() * 2);
    const name = Array.from({ length: parts }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(
      "",
    );
    return {
      name: name[0]!.toUpperCase() + name.slice(1),
      countyName: "Benchshire",
      kind: "neighbourhood" as const,
      latitude: 50.5 + random() * 5,
      longitude: -4 + random() * 5,
      sameWithinMetres: 2_000,
    };
  });
  started = performance.now();
  await analyzePlaces(db); // as importOpenNames does
  for (let i = 0; i < settlements.length; i += 2_000) {
    await insertNewSettlements(db, settlements.slice(i, i + 2_000));
  }
  const addedSettlements = performance.now() - started;
  await db.execute(sql`analyze places`);
  const counted = await db.execute(sql`select count(*)::int as n from places`);
  const { n } = (counted as unknown as { rows: [{ n: number }] }).rows[0];
  console.log(
    `\nloaded ${POSTCODES} postcodes in ${(loadedPostcodes / 1000).toFixed(1)} s; ${areaRows} district and ` +
      `sector places in ${(refreshed / 1000).toFixed(1)} s; ${NEIGHBOURHOODS} neighbourhoods in ` +
      `${(addedSettlements / 1000).toFixed(1)} s; places now ${n}`,
  );
  await measure("3. with postcode areas and neighbourhoods, suggestPlaces now", (term) =>
    suggestPlaces(db, term),
  );
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
