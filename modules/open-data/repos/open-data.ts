// The open data around a home (issue 17; docs/open-data.md): batched upserts for the importers, and the
// three look-ups behind the property page's "Around this home" panels. An upsert leaves a row whose values are
// unchanged alone, so importing the same file twice writes nothing the second time.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import {
  openDataBroadband,
  openDataFloodRisk,
  openDataImports,
  openDataSchools,
} from "../../../db/schema.ts";
import { rowsOf } from "../../../db/rows.ts";

const countOf = (result: unknown) => Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
/** The last row wins for a key given twice in one batch (ON CONFLICT may not touch a row twice). */
const lastPerKey = <T>(rows: T[], key: (row: T) => string | number) => [
  ...new Map(rows.map((row) => [key(row), row])).values(),
];

export type SchoolRow = {
  urn: number;
  name: string;
  type: string;
  phase: string;
  status: string;
  lowAge: number | null;
  highAge: number | null;
  postcode: string | null;
  latitude: number;
  longitude: number;
  source: string;
  /** Absent when the import had no Ofsted file: the row keeps the judgement it had. */
  ofsted?: { judgement: string | null; inspectedOn: string | null };
};

export async function upsertSchools(db: Db, rows: SchoolRow[], withOfsted: boolean): Promise<number> {
  if (!rows.length) return 0;
  const unique = lastPerKey(rows, (row) => row.urn).map((row) => ({
    ...row,
    ofstedJudgement: row.ofsted?.judgement ?? null,
    ofstedInspectedOn: row.ofsted?.inspectedOn ?? null,
  }));
  const s = openDataSchools;
  const ofstedSet = withOfsted
    ? sql`, ofsted_judgement = excluded.ofsted_judgement, ofsted_inspected_on = excluded.ofsted_inspected_on`
    : sql``;
  const ofstedCompared = withOfsted ? sql`, ${s.ofstedJudgement}, ${s.ofstedInspectedOn}` : sql``;
  const ofstedExcluded = withOfsted ? sql`, excluded.ofsted_judgement, excluded.ofsted_inspected_on` : sql``;
  const result = await db.execute(sql`
    with written as (
      insert into ${s} (urn, name, type, phase, status, low_age, high_age, postcode, latitude, longitude,
        ofsted_judgement, ofsted_inspected_on, source)
      select r."urn", r."name", r."type", r."phase", r."status", r."lowAge", r."highAge", r."postcode",
        r."latitude", r."longitude", r."ofstedJudgement", r."ofstedInspectedOn", r."source"
      from json_to_recordset(${JSON.stringify(unique)}::json) as r("urn" int, "name" text, "type" text,
        "phase" text, "status" text, "lowAge" int, "highAge" int, "postcode" text, "latitude" float8,
        "longitude" float8, "ofstedJudgement" text, "ofstedInspectedOn" date, "source" text)
      on conflict (urn) do update set
        name = excluded.name, type = excluded.type, phase = excluded.phase, status = excluded.status,
        low_age = excluded.low_age, high_age = excluded.high_age, postcode = excluded.postcode,
        latitude = excluded.latitude, longitude = excluded.longitude, source = excluded.source ${ofstedSet}
      where (${s.name}, ${s.type}, ${s.phase}, ${s.status}, ${s.lowAge}, ${s.highAge}, ${s.postcode},
          ${s.latitude}, ${s.longitude}, ${s.source} ${ofstedCompared})
        is distinct from (excluded.name, excluded.type, excluded.phase, excluded.status, excluded.low_age,
          excluded.high_age, excluded.postcode, excluded.latitude, excluded.longitude, excluded.source
          ${ofstedExcluded})
      returning 1)
    select count(*)::int as n from written`);
  return countOf(result);
}

/** The broadband columns an import can write; a file carries some of them (coverage or performance). */
export const BROADBAND_MEASURES = [
  "superfastPercent",
  "ultrafastPercent",
  "fullFibrePercent",
  "gigabitPercent",
  "medianDownloadMbps",
] as const;
export type BroadbandMeasure = (typeof BROADBAND_MEASURES)[number];
export type BroadbandRow = { postcode: string; source: string } & Partial<
  Record<BroadbandMeasure, number | null>
>;

const BROADBAND_COLUMN: Record<BroadbandMeasure, string> = {
  superfastPercent: "superfast_percent",
  ultrafastPercent: "ultrafast_percent",
  fullFibrePercent: "full_fibre_percent",
  gigabitPercent: "gigabit_percent",
  medianDownloadMbps: "median_download_mbps",
};

/** Writes `measures` (the columns the file has) for each postcode; its other columns keep their values. */
export async function upsertBroadband(
  db: Db,
  rows: BroadbandRow[],
  measures: readonly BroadbandMeasure[],
): Promise<number> {
  if (!rows.length) return 0;
  const unique = lastPerKey(rows, (row) => row.postcode);
  // Column names come from the fixed table above, never from the file.
  const columns = measures.map((measure) => BROADBAND_COLUMN[measure]);
  const list = (prefix: string) => sql.raw(columns.map((column) => `${prefix}${column}`).join(", "));
  const selected = sql.raw(measures.map((measure) => `r."${measure}"`).join(", "));
  const typed = sql.raw(measures.map((measure) => `"${measure}" float8`).join(", "));
  const set = sql.raw(columns.map((column) => `${column} = excluded.${column}`).join(", "));
  const result = await db.execute(sql`
    with written as (
      insert into ${openDataBroadband} as t (postcode, source, ${list("")})
      select r."postcode", r."source", ${selected}
      from json_to_recordset(${JSON.stringify(unique)}::json) as r("postcode" text, "source" text, ${typed})
      on conflict (postcode) do update set source = excluded.source, ${set}
      where (t.source, ${list("t.")}) is distinct from (excluded.source, ${list("excluded.")})
      returning 1)
    select count(*)::int as n from written`);
  return countOf(result);
}

export type FloodRow = {
  postcode: string;
  residentialHigh: number;
  residentialMedium: number;
  residentialLow: number;
  residentialVeryLow: number;
  source: string;
};

export async function upsertFloodRisk(db: Db, rows: FloodRow[]): Promise<number> {
  if (!rows.length) return 0;
  const unique = lastPerKey(rows, (row) => row.postcode);
  const f = openDataFloodRisk;
  const result = await db.execute(sql`
    with written as (
      insert into ${f} (postcode, residential_high, residential_medium, residential_low, residential_very_low,
        source)
      select r."postcode", r."residentialHigh", r."residentialMedium", r."residentialLow",
        r."residentialVeryLow", r."source"
      from json_to_recordset(${JSON.stringify(unique)}::json) as r("postcode" text, "residentialHigh" int,
        "residentialMedium" int, "residentialLow" int, "residentialVeryLow" int, "source" text)
      on conflict (postcode) do update set residential_high = excluded.residential_high,
        residential_medium = excluded.residential_medium, residential_low = excluded.residential_low,
        residential_very_low = excluded.residential_very_low, source = excluded.source
      where (${f.residentialHigh}, ${f.residentialMedium}, ${f.residentialLow}, ${f.residentialVeryLow},
          ${f.source})
        is distinct from (excluded.residential_high, excluded.residential_medium, excluded.residential_low,
          excluded.residential_very_low, excluded.source)
      returning 1)
    select count(*)::int as n from written`);
  return countOf(result);
}

export type OpenDataset = (typeof openDataImports.$inferSelect)["dataset"];

/** Notes the file a dataset was last loaded from (the panels' date line). */
export async function recordOpenDataImport(
  db: Db,
  entry: { dataset: OpenDataset; fileName: string; dataDate: string; source: string },
): Promise<void> {
  await db
    .insert(openDataImports)
    .values(entry)
    .onConflictDoUpdate({
      target: openDataImports.dataset,
      set: {
        fileName: entry.fileName,
        dataDate: entry.dataDate,
        source: entry.source,
        importedAt: sql`now()`,
      },
    });
}

export async function openDataDates(db: Db): Promise<Partial<Record<OpenDataset, string>>> {
  const rows = await db
    .select({ dataset: openDataImports.dataset, dataDate: openDataImports.dataDate })
    .from(openDataImports);
  return Object.fromEntries(rows.map((row) => [row.dataset, row.dataDate]));
}

/** GIAS statuses of a school that is running (the panel leaves out closed and not-yet-open ones). */
const RUNNING = ["Open", "Open, but proposed to close"];

export type NearbySchool = {
  urn: number;
  name: string;
  type: string;
  phase: string;
  lowAge: number | null;
  highAge: number | null;
  metres: number;
  ofstedJudgement: string | null;
  ofstedInspectedOn: string | null;
};

/** Running schools within `metres` of a point, nearest first (earth_box over open_data_schools_earth_gist). */
export async function schoolsNear(
  db: Db,
  origin: { latitude: number; longitude: number },
  metres: number,
  limit: number,
): Promise<NearbySchool[]> {
  const s = openDataSchools;
  const here = sql`ll_to_earth(${origin.latitude}::float8, ${origin.longitude}::float8)`;
  const there = sql`ll_to_earth(${s.latitude}, ${s.longitude})`;
  const result = await db.execute(sql`
    select ${s.urn} as urn, ${s.name} as name, ${s.type} as type, ${s.phase} as phase, ${s.lowAge} as "lowAge",
      ${s.highAge} as "highAge", round(earth_distance(${here}, ${there}))::int as metres,
      ${s.ofstedJudgement} as "ofstedJudgement", ${s.ofstedInspectedOn}::text as "ofstedInspectedOn"
    from ${s}
    where earth_box(${here}, ${metres}::float8) @> ${there}
      and earth_distance(${here}, ${there}) <= ${metres}::float8
      and ${s.status} in (${sql.join(
        RUNNING.map((status) => sql`${status}`),
        sql`, `,
      )})
    order by metres, ${s.urn}
    limit ${limit}`);
  return rowsOf<NearbySchool>(result);
}

export async function broadbandFor(db: Db, postcode: string) {
  const [row] = await db.select().from(openDataBroadband).where(eq(openDataBroadband.postcode, postcode));
  return row ?? null;
}

export async function floodRiskFor(db: Db, postcode: string) {
  const [row] = await db.select().from(openDataFloodRisk).where(eq(openDataFloodRisk.postcode, postcode));
  return row ?? null;
}

/** Takes out the demo's open data (source "demo"); an imported publisher's file stays. */
export async function removeDemoOpenData(db: Db): Promise<number> {
  let removed = 0;
  for (const table of [openDataSchools, openDataBroadband, openDataFloodRisk]) {
    const result = await db
      .delete(table)
      .where(eq(table.source, "demo"))
      .returning({ one: sql`1` });
    removed += result.length;
  }
  await db.delete(openDataImports).where(eq(openDataImports.source, "demo"));
  return removed;
}

/** The demo agency's postcodes with their centroids (source "demo"), for the demo's open data files. */
export async function demoPostcodeCentroids(
  db: Db,
): Promise<{ postcode: string; latitude: number; longitude: number }[]> {
  const result = await db.execute(
    sql`select postcode, latitude, longitude from postcodes where source = 'demo' order by postcode`,
  );
  return rowsOf(result);
}
