// The demo agency's open data (issue 17): small files in exactly the publishers' layouts (GIAS, Ofsted's
// management information, Ofcom's coverage and performance, the EA's postcodes at risk) for the demo's own
// towns and postcodes, written to a scratch folder and loaded through the same importers as real files
// (source "demo", so `npm run demo:remove` takes them out). Deterministic: the same postcodes give the same rows.
import { createReadStream } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { stringify } from "csv-stringify/sync";
import type { Db } from "../db/client.ts";
import {
  demoPostcodeCentroids,
  removeDemoOpenData,
  BROADBAND_COLUMNS,
  FLOOD_COLUMNS,
  OPEN_DATA_IMPORTERS,
  GIAS_COLUMNS,
  OFSTED_COLUMNS,
} from "../modules/open-data/index.ts";
import { TOWNS } from "../db/seed/towns.ts";
import { wgs84ToGrid } from "../domain/british-national-grid.ts";

/** A stable number in [0, 1) from a text, so each postcode's made-up figures never change. */
function unit(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  // FNV's last multiply barely moves the high bits for texts that differ in their last letter: mix them.
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) / 2 ** 32;
}

const name = (columns: Record<string, { names: readonly string[] }>, key: string) => columns[key]!.names[0]!;

const SCHOOL_KINDS = [
  { suffix: "Primary School", type: "Community school", phase: "Primary", ages: [4, 11] },
  { suffix: "Academy", type: "Academy converter", phase: "Secondary", ages: [11, 18] },
  {
    suffix: "Church of England Primary School",
    type: "Voluntary aided school",
    phase: "Primary",
    ages: [4, 11],
  },
  { suffix: "Nursery School", type: "Local authority nursery school", phase: "Nursery", ages: [2, 5] },
] as const;
// Ofsted's own codes, a post-2024 inspection with no one-word judgement, and a school never inspected.
const OFSTED_OUTCOMES = ["1", "2", "2", "3", "Not judged", null] as const;

type DemoSchool = {
  urn: number;
  row: Record<string, string | number>;
  ofsted: string | null;
  inspected: string;
};

function demoSchools(): DemoSchool[] {
  const schools: DemoSchool[] = [];
  let urn = 990_001;
  for (const town of TOWNS) {
    for (const district of town.districts) {
      SCHOOL_KINDS.slice(0, 2 + (district.localities.length % 3)).forEach((kind, index) => {
        const locality = district.localities[index % district.localities.length]!;
        const jitter = unit(`${district.code}-${index}`);
        const position = wgs84ToGrid(
          district.latitude + (jitter - 0.5) * 0.012,
          district.longitude + (unit(`${district.code}+${index}`) - 0.5) * 0.018,
        );
        const outcome = OFSTED_OUTCOMES[Math.floor(jitter * OFSTED_OUTCOMES.length)]!;
        const month = 1 + Math.floor(jitter * 12);
        schools.push({
          urn,
          row: {
            [name(GIAS_COLUMNS, "urn")]: urn,
            [name(GIAS_COLUMNS, "name")]: `${locality} ${kind.suffix}`,
            [name(GIAS_COLUMNS, "type")]: kind.type,
            [name(GIAS_COLUMNS, "phase")]: kind.phase,
            [name(GIAS_COLUMNS, "status")]: "Open",
            [name(GIAS_COLUMNS, "lowAge")]: kind.ages[0],
            [name(GIAS_COLUMNS, "highAge")]: kind.ages[1],
            [name(GIAS_COLUMNS, "postcode")]: "",
            [name(GIAS_COLUMNS, "easting")]: position.easting,
            [name(GIAS_COLUMNS, "northing")]: position.northing,
          },
          ofsted: outcome,
          // "Not judged" only happens from September 2024 on.
          inspected:
            outcome === "Not judged"
              ? `${10 + (month % 18)}/10/2024`
              : `${10 + (month % 18)}/${String(month).padStart(2, "0")}/2023`,
        });
        urn += 1;
      });
    }
  }
  return schools;
}

const csv = (rows: Record<string, string | number>[]) => stringify(rows, { header: true });

/** The five demo files' contents, by the name each is written under. */
export async function demoOpenDataFiles(db: Db): Promise<Record<string, string>> {
  const postcodes = await demoPostcodeCentroids(db);
  const schools = demoSchools();
  const coverage = postcodes.map(({ postcode }) => {
    const u = unit(postcode);
    const fullFibre = Math.round(u * 1000) / 10;
    return {
      postcode: postcode.replace(" ", ""),
      [name(BROADBAND_COLUMNS, "postcode")]: postcode,
      "postcode area": postcode.replace(/\d.*$/, ""),
      [name(BROADBAND_COLUMNS, "superfastPercent")]: 100,
      [name(BROADBAND_COLUMNS, "ultrafastPercent")]: Math.max(fullFibre, Math.round(u * 700) / 10 + 30),
      [name(BROADBAND_COLUMNS, "fullFibrePercent")]: fullFibre,
      [name(BROADBAND_COLUMNS, "gigabitPercent")]: Math.max(fullFibre, Math.round(u * 700) / 10 + 30),
    };
  });
  const performance = postcodes.map(({ postcode }) => ({
    postcode: postcode.replace(" ", ""),
    [name(BROADBAND_COLUMNS, "postcode")]: postcode,
    "postcode area": postcode.replace(/\d.*$/, ""),
    [name(BROADBAND_COLUMNS, "medianDownloadMbps")]:
      Math.round((40 + unit(`${postcode}/speed`) * 160) * 10) / 10,
  }));
  const flood = postcodes.map(({ postcode }) => {
    const u = unit(`${postcode}/flood`);
    // Most streets are clear of rivers and the sea; a few are not.
    const counts = [u > 0.97 ? 2 : 0, u > 0.9 ? 3 : 0, u > 0.75 ? 5 : 0, u > 0.5 ? 8 : 0];
    return {
      [name(FLOOD_COLUMNS, "postcode")]: postcode,
      [name(FLOOD_COLUMNS, "residentialHigh")]: counts[0]!,
      [name(FLOOD_COLUMNS, "residentialMedium")]: counts[1]!,
      [name(FLOOD_COLUMNS, "residentialLow")]: counts[2]!,
      [name(FLOOD_COLUMNS, "residentialVeryLow")]: counts[3]!,
    };
  });
  return {
    "gias-demo.csv": csv(schools.map((school) => school.row)),
    "ofsted-demo.csv": csv(
      schools
        .filter((school) => school.ofsted !== null)
        .map((school) => ({
          [name(OFSTED_COLUMNS, "urn")]: school.urn,
          [name(OFSTED_COLUMNS, "judgement")]: school.ofsted!,
          [name(OFSTED_COLUMNS, "inspectedOn")]: school.inspected,
        })),
    ),
    "ofcom-coverage-demo.csv": csv(coverage),
    "ofcom-performance-demo.csv": csv(performance),
    "ea-rofrs-demo.csv": csv(flood),
  };
}

/** Writes the demo files and loads them through the importers; returns a line for the seed's log. */
export async function seedDemoOpenData(db: Db): Promise<string> {
  const files = await demoOpenDataFiles(db);
  // A re-seed may have other postcodes: the last demo's rows go first.
  await removeDemoOpenData(db);
  const dir = await mkdtemp(path.join(tmpdir(), "openhouse-demo-open-data-"));
  try {
    for (const [fileName, text] of Object.entries(files)) await writeFile(path.join(dir, fileName), text);
    const open = (fileName: string) => ({
      stream: createReadStream(path.join(dir, fileName)),
      name: fileName,
    });
    const fail = (record: number, reason: string) => {
      throw new Error(`demo open data: record ${record}: ${reason}`);
    };
    const args = { source: "demo", onBadRow: fail, onBadOfstedRow: fail };
    await OPEN_DATA_IMPORTERS.schools(db, {
      ...args,
      file: open("gias-demo.csv"),
      ofsted: open("ofsted-demo.csv"),
    });
    // A demo of no listings has no postcodes: a file of no rows has no header either, so it is not loaded.
    if (files["ea-rofrs-demo.csv"]) {
      await OPEN_DATA_IMPORTERS.broadband(db, { ...args, file: open("ofcom-coverage-demo.csv") });
      await OPEN_DATA_IMPORTERS.broadband(db, { ...args, file: open("ofcom-performance-demo.csv") });
      await OPEN_DATA_IMPORTERS.flood(db, { ...args, file: open("ea-rofrs-demo.csv") });
    }
    return `seed: demo open data (schools, broadband, flood risk) for ${Math.max(0, files["ea-rofrs-demo.csv"]!.split("\n").length - 2)} postcodes`;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
