// The property page's "Around this home" panels (issue 17; docs/open-data.md) on PostgreSQL at a national size:
// SCHOOLS schools spread over England and Wales (GIAS lists ~50,000 establishments, open and closed) and
// POSTCODES postcodes with broadband and flood-risk rows (GB has ~1.8 million live postcodes; the EA file
// lists ~270,000). Times the three look-ups of one panel request together (as modules/open-data/use-cases/
// around-home.ts runs them) at random homes, after warm-up; prints the median and 95th percentile and each
// query's plan. Creates its own database on BENCH_DATABASE_URL's server and drops it afterwards.
//   npx tsx bench/open-data-area.ts        (BENCH_DATABASE_URL defaults to postgres://postgres@127.0.0.1:5432)
import { sql } from "drizzle-orm";
import { openDatabase } from "../db/client.ts";
import { broadbandFor, floodRiskFor, schoolsNear } from "../modules/open-data/repos/open-data.ts";
import { SCHOOLS_LIMIT, SCHOOLS_RADIUS_METRES } from "../modules/open-data/model/around-home.ts";
import { createScratchDatabase } from "../tests/setup/scratch-database.ts";

const SCHOOLS = Number(process.env.BENCH_SCHOOLS ?? 60_000);
const POSTCODES = Number(process.env.BENCH_POSTCODES ?? 1_000_000);
const RUNS = 300;
const base = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const scratch = await createScratchDatabase(base, "bench_area");
// dataDir is unused with a databaseUrl (no PGlite files).
const database = await openDatabase({ databaseUrl: scratch.url, dataDir: "/tmp" });
const { db } = database;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

// England and Wales, roughly: latitude 50.0–55.8, longitude −5.5–1.7. Postcodes are "A{n}" style made-up codes
// ("ZZ1 2AB" shapes) from the row number, so a look-up by a known one hits.
const postcodeOf = (n: string) =>
  sql.raw(`'Z' || chr(65 + (${n} / 260000) % 26) || ((${n} / 2600) % 100)::text || ' ' || ((${n} / 676) % 10)::text ||
    chr(65 + (${n} / 26) % 26) || chr(65 + ${n} % 26)`);

try {
  let started = performance.now();
  await db.execute(sql`
    insert into open_data_schools (urn, name, type, phase, status, low_age, high_age, postcode, latitude, longitude,
      ofsted_judgement, ofsted_inspected_on, source)
    select n, 'School ' || n, 'Community school', (array['Primary', 'Secondary', 'Nursery'])[1 + n % 3],
      case when n % 4 = 0 then 'Closed' else 'Open' end, 4, 11, null,
      50.0 + random() * 5.8, -5.5 + random() * 7.2,
      (array['Outstanding', 'Good', 'Requires improvement', null])[1 + n % 4], date '2023-01-01' + (n % 700), 'bench'
    from generate_series(1, ${SCHOOLS}::int) as n`);
  const postcodeText = postcodeOf("n");
  await db.execute(sql`
    insert into open_data_broadband (postcode, superfast_percent, ultrafast_percent, full_fibre_percent,
      gigabit_percent, median_download_mbps, source)
    select ${postcodeText}, 100, random() * 100, random() * 100, random() * 100, 20 + random() * 200, 'bench'
    from generate_series(0, ${POSTCODES - 1}::int) as n
    on conflict do nothing`);
  await db.execute(sql`
    insert into open_data_flood_risk (postcode, residential_high, residential_medium, residential_low,
      residential_very_low, source)
    select ${postcodeText}, n % 3, n % 5, n % 7, n % 11, 'bench'
    from generate_series(0, ${POSTCODES - 1}::int) as n
    on conflict do nothing`);
  await database.ownerDb.execute(sql`analyze open_data_schools`);
  await database.ownerDb.execute(sql`analyze open_data_broadband`);
  await database.ownerDb.execute(sql`analyze open_data_flood_risk`);
  const counts = rowsOf<{ schools: number; broadband: number; flood: number }>(
    await db.execute(sql`select (select count(*) from open_data_schools)::int as schools,
      (select count(*) from open_data_broadband)::int as broadband,
      (select count(*) from open_data_flood_risk)::int as flood`),
  )[0]!;
  console.log(
    `loaded ${counts.schools} schools, ${counts.broadband} broadband and ${counts.flood} flood-risk postcodes ` +
      `in ${seconds(started)} s`,
  );

  const postcodes = rowsOf<{ postcode: string }>(
    await db.execute(sql`select postcode from open_data_broadband order by random() limit ${RUNS}`),
  ).map((row) => row.postcode);
  const homes = postcodes.map((postcode) => ({
    postcode,
    latitude: 50.5 + Math.random() * 4.8,
    longitude: -4.5 + Math.random() * 5.5,
  }));
  const panel = (home: (typeof homes)[number]) =>
    Promise.all([
      schoolsNear(db, home, SCHOOLS_RADIUS_METRES, SCHOOLS_LIMIT),
      broadbandFor(db, home.postcode),
      floodRiskFor(db, home.postcode),
    ]);
  for (const home of homes.slice(0, 20)) await panel(home); // warm plans and caches
  const times: number[] = [];
  let found = 0;
  for (const home of homes) {
    started = performance.now();
    const [schools] = await panel(home);
    times.push(performance.now() - started);
    found += schools.length;
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  console.log(
    `panels (schools within ${SCHOOLS_RADIUS_METRES} m + broadband + flood, ${RUNS} homes): ` +
      `median ${at(0.5)} ms, p95 ${at(0.95)} ms; ${(found / RUNS).toFixed(1)} schools per home on average`,
  );

  const home = homes[0]!;
  const here = sql`ll_to_earth(${home.latitude}::float8, ${home.longitude}::float8)`;
  for (const [label, query] of [
    [
      "schools",
      sql`select urn from open_data_schools where earth_box(${here}, ${SCHOOLS_RADIUS_METRES}::float8) @> ll_to_earth(latitude, longitude)
        and earth_distance(${here}, ll_to_earth(latitude, longitude)) <= ${SCHOOLS_RADIUS_METRES}::float8
        and status in ('Open', 'Open, but proposed to close') order by 1 limit ${SCHOOLS_LIMIT}`,
    ],
    ["broadband", sql`select * from open_data_broadband where postcode = ${home.postcode}`],
    ["flood", sql`select * from open_data_flood_risk where postcode = ${home.postcode}`],
  ] as const) {
    const plan = rowsOf<{ "QUERY PLAN": string }>(await db.execute(sql`explain analyze ${query}`));
    console.log(`\n${label}:\n${plan.map((row) => `  ${row["QUERY PLAN"]}`).join("\n")}`);
  }
} finally {
  await database.close();
  await scratch.drop();
}
