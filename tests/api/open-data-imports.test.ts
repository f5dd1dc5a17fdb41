// The open data imports behind "Around this home" (issue 17; docs/open-data.md), through the table
// `npm run open-data:import` dispatches on, on small files in the publishers' own layouts
// (tests/fixtures/open-data), in a database of their own (this run's, tests/support/database-targets.ts).
import { createReadStream } from "node:fs";
import path from "node:path";
import { asc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { openDataDates } from "../../modules/open-data/repos/open-data.ts";
import { openDataBroadband, openDataFloodRisk, openDataSchools } from "../../db/schema.ts";
import { OPEN_DATA_IMPORTERS } from "../../modules/open-data/use-cases/importers.ts";
import { runTarget, tempDatabaseForSuite } from "../support/database-targets.ts";

const file = (name: string) => ({
  stream: createReadStream(path.join(import.meta.dirname, "../fixtures/open-data", name)),
  name,
});

let database: Database;
tempDatabaseForSuite(runTarget("open_data_test"), "open-data-test", (temp) => ({ database } = temp), 120_000);

const TODAY = new Date("2026-11-26T12:00:00Z");

async function run(source: keyof typeof OPEN_DATA_IMPORTERS, name: string, ofsted?: string) {
  const bad: string[] = [];
  const summary = await OPEN_DATA_IMPORTERS[source](database.db, {
    file: file(name),
    ...(ofsted ? { ofsted: file(ofsted) } : {}),
    source: "file",
    today: TODAY,
    batchSize: 2,
    onBadRow: (record, reason) => bad.push(`${record}: ${reason}`),
    onBadOfstedRow: (record, reason) => bad.push(`ofsted ${record}: ${reason}`),
  });
  return { summary, bad };
}

describe("schools (GIAS with Ofsted)", () => {
  it("loads the good rows, joins Ofsted by URN, reports each bad row with its record number", async () => {
    const { summary, bad } = await run("schools", "gias-sample.csv", "ofsted-sample.csv");
    expect(bad).toEqual([
      'ofsted 4: Inspection start date "30/02/2022" is not a date',
      '8: URN "ABC7" is not a whole number',
      '10: Easting "9999999" and Northing "173500" are not on the National Grid',
    ]);
    expect(summary).toBe(
      "9 rows read, 6 inserted or changed, 1 skipped, 2 bad rows skipped; " +
        "Ofsted: 4 rows read, 1 bad rows skipped, 3 schools matched by URN",
    );
    const rows = await database.db.select().from(openDataSchools).orderBy(asc(openDataSchools.urn));
    expect(rows.map((row) => row.urn)).toEqual([900001, 900002, 900003, 900004, 900005, 900008]);
    expect(rows[0]).toMatchObject({
      name: "Clifton Green Primary School",
      type: "Community school",
      phase: "Primary",
      status: "Open",
      lowAge: 4,
      highAge: 11,
      postcode: "BS8 2LG",
      ofstedJudgement: "Outstanding",
      ofstedInspectedOn: "2023-03-14",
    });
    // Since September 2024 Ofsted gives no one-word judgement: none is stored, the date is kept.
    expect(rows[1]).toMatchObject({
      postcode: "BS8 1AA",
      ofstedJudgement: null,
      ofstedInspectedOn: "2024-10-08",
    });
    // GIAS's file is Windows-1252: its ’ (byte 0x92) reads as ’, not as "�".
    expect(rows[3]).toMatchObject({ name: "St Mary’s Church of England Primary School" });
    // Its Ofsted row was bad (impossible date), so nothing is known, not a guess.
    expect(rows[2]).toMatchObject({ status: "Open, but proposed to close", ofstedJudgement: null });
    expect(rows[4]).toMatchObject({
      phase: "Not applicable",
      ofstedJudgement: null,
      ofstedInspectedOn: null,
    });
  });

  it("converts eastings and northings to WGS84 as OS's worked example gives them", async () => {
    const [caister] = await database.db
      .select()
      .from(openDataSchools)
      .where((await import("drizzle-orm")).eq(openDataSchools.urn, 900008));
    // OS: E 651409.903 N 313177.270 is ETRS89 (≈ WGS84) 52°39′28.8282″N 1°42′57.8663″E; proj4's Helmert
    // shift is good to a few metres (0.0001° is about 7–11 m).
    expect(Math.abs(caister!.latitude - (52 + 39 / 60 + 28.8282 / 3600))).toBeLessThan(0.0001);
    expect(Math.abs(caister!.longitude - (1 + 42 / 60 + 57.8663 / 3600))).toBeLessThan(0.0001);
  });

  it("changes nothing when the same files are imported again", async () => {
    const { summary } = await run("schools", "gias-sample.csv", "ofsted-sample.csv");
    expect(summary).toMatch(/^9 rows read, 0 inserted or changed/);
  });

  it("keeps the Ofsted judgements when GIAS comes again without an Ofsted file", async () => {
    const { summary } = await run("schools", "gias-sample.csv");
    expect(summary).toBe("9 rows read, 0 inserted or changed, 1 skipped, 2 bad rows skipped");
  });

  it("refuses a file in another layout, naming the column it lacks, and writes nothing", async () => {
    await expect(run("schools", "gias-wrong-layout.csv")).rejects.toThrow(
      'The header row lacks the column "Northing": is this the right file?',
    );
    await expect(run("flood", "ofcom-coverage-sample.csv")).rejects.toThrow(
      'The header row lacks the column "res_cnt_high", "res_cnt_medium", "res_cnt_low", ' +
        '"res_cnt_verylow": is this the right file?',
    );
  });
});

describe("broadband (Ofcom Connected Nations)", () => {
  it("loads coverage, then performance into the same postcodes, each file writing its own measures", async () => {
    const coverage = await run("broadband", "ofcom-coverage-sample.csv");
    expect(coverage.bad).toEqual([
      '5: SFBB availability (% premises) "about half" is not a number from 0 to 100',
      '6: "NOT A PC" is not a UK postcode',
    ]);
    expect(coverage.summary).toBe("5 rows read, 3 inserted or changed, 0 skipped, 2 bad rows skipped");
    const performance = await run("broadband", "ofcom-performance-sample.csv");
    expect(performance.summary).toBe("2 rows read, 2 inserted or changed, 0 skipped, 0 bad rows skipped");
    const rows = await database.db.select().from(openDataBroadband).orderBy(asc(openDataBroadband.postcode));
    expect(rows).toEqual([
      {
        postcode: "BS6 6AA",
        superfastPercent: null,
        ultrafastPercent: null,
        fullFibrePercent: null,
        gigabitPercent: null,
        medianDownloadMbps: null,
        source: "file",
      },
      {
        postcode: "BS8 1AA",
        superfastPercent: 91.7,
        ultrafastPercent: 0,
        fullFibrePercent: 0,
        gigabitPercent: 0,
        medianDownloadMbps: 36,
        source: "file",
      },
      {
        postcode: "BS8 2LG",
        superfastPercent: 100,
        ultrafastPercent: 95.8,
        fullFibrePercent: 87.5,
        gigabitPercent: 95.8,
        medianDownloadMbps: 74.6,
        source: "file",
      },
    ]);
  });

  it("changes nothing when a file is imported again", async () => {
    expect((await run("broadband", "ofcom-coverage-sample.csv")).summary).toMatch(/, 0 inserted or changed/);
    expect((await run("broadband", "ofcom-performance-sample.csv")).summary).toMatch(
      /, 0 inserted or changed/,
    );
  });

  it("refuses a file with neither coverage nor performance measures", async () => {
    await expect(run("broadband", "ea-rofrs-sample.csv")).rejects.toThrow(
      'The header row lacks the column "SFBB availability (% premises)" (coverage) or ' +
        '"Median download speed (Mbit/s)" (performance): is this the right file?',
    );
  });
});

describe("flood risk (EA RoFRS postcodes)", () => {
  it("loads residential counts per band, reports the row with a blank count", async () => {
    const { summary, bad } = await run("flood", "ea-rofrs-sample.csv");
    expect(bad).toEqual(['5: res_cnt_high "" is not a whole number']);
    expect(summary).toBe("4 rows read, 3 inserted or changed, 0 skipped, 1 bad rows skipped");
    const rows = await database.db.select().from(openDataFloodRisk).orderBy(asc(openDataFloodRisk.postcode));
    expect(
      rows.map((row) => [
        row.postcode,
        row.residentialHigh,
        row.residentialMedium,
        row.residentialLow,
        row.residentialVeryLow,
      ]),
    ).toEqual([
      ["BS1 5DB", 0, 4, 20, 7],
      ["BS8 1AA", 2, 5, 5, 0],
      ["BS8 2LG", 0, 0, 0, 3],
    ]);
    expect((await run("flood", "ea-rofrs-sample.csv")).summary).toMatch(/, 0 inserted or changed/);
  });

  it("notes each file's date: from its name where it carries one, else the day of the import", async () => {
    expect(await openDataDates(database.db)).toEqual({
      schools: "2026-11-26",
      ofsted: "2026-11-26",
      broadband: "2026-11-26",
      flood: "2026-11-26",
    });
  });
});
