// `npm run open-data:import -- schools FILE [--ofsted FILE]` (docs/open-data.md): the DfE's Get Information
// About Schools establishment CSV (edubasealldata*.csv), joined by URN with Ofsted's latest judgements from its
// state-funded schools management information CSV where one is given. Columns read, by their published names:
//   GIAS: URN, EstablishmentName, TypeOfEstablishment (name), PhaseOfEducation (name),
//         EstablishmentStatus (name), StatutoryLowAge, StatutoryHighAge, Postcode, Easting, Northing
//   Ofsted: URN, Overall effectiveness, Inspection start date
// Easting/Northing are British National Grid metres, converted with proj4 (domain/
// british-national-grid.ts). A school without a grid reference (blank or 0) is skipped: it cannot be placed.
import type { Readable } from "node:stream";
import type { Db } from "../../../../db/client.ts";
import { upsertSchools, type SchoolRow } from "../../repos/open-data.ts";
import { normalisePostcode } from "../../../../domain/postcode.ts";
import { gridToWgs84, isOnGrid } from "../../../../domain/british-national-grid.ts";
import { importCsvTable, type ImportCallbacks, type ImportCounts } from "../csv-table.ts";
import { readOfstedJudgements, type OfstedJudgement } from "./ofsted-judgements.ts";

export const GIAS_COLUMNS = {
  urn: { names: ["URN"], required: true },
  name: { names: ["EstablishmentName"], required: true },
  type: { names: ["TypeOfEstablishment (name)"], required: true },
  phase: { names: ["PhaseOfEducation (name)"], required: true },
  status: { names: ["EstablishmentStatus (name)"], required: true },
  lowAge: { names: ["StatutoryLowAge"], required: true },
  highAge: { names: ["StatutoryHighAge"], required: true },
  postcode: { names: ["Postcode"], required: true },
  easting: { names: ["Easting"], required: true },
  northing: { names: ["Northing"], required: true },
} as const;

export type SchoolsImportSummary = ImportCounts & {
  /** Rows read from the Ofsted file, and how many of them were bad; null without one. */
  ofsted: (ImportCounts & { matched: number }) | null;
};

const age = (value: string) => (/^\d{1,2}$/.test(value) ? Number(value) : null);

export async function importSchools(
  db: Db,
  input: Readable,
  options: ImportCallbacks & {
    source: string;
    ofsted?: Readable;
    /** A bad row of the Ofsted file. */
    onBadOfstedRow?: (record: number, reason: string) => void;
  },
): Promise<SchoolsImportSummary> {
  let judgements: Map<number, OfstedJudgement> | null = null;
  let ofstedCounts: ImportCounts | null = null;
  if (options.ofsted) {
    const read = await readOfstedJudgements(options.ofsted, options.onBadOfstedRow);
    judgements = read.judgements;
    ofstedCounts = read.counts;
  }
  let matched = 0;
  const counts = await importCsvTable(input, {
    ...options,
    columns: GIAS_COLUMNS,
    read(row): SchoolRow | { error: string } | { skip: true } {
      const urn = Number(row.urn);
      if (!/^\d{1,9}$/.test(row.urn) || urn <= 0) return { error: `URN "${row.urn}" is not a whole number` };
      if (!row.name) return { error: "EstablishmentName is empty" };
      if ((row.easting === "" || row.easting === "0") && (row.northing === "" || row.northing === "0")) {
        return { skip: true };
      }
      const easting = Number(row.easting);
      const northing = Number(row.northing);
      if (!isOnGrid(easting, northing)) {
        return {
          error: `Easting "${row.easting}" and Northing "${row.northing}" are not on the National Grid`,
        };
      }
      const judgement = judgements?.get(urn);
      if (judgement) matched += 1;
      return {
        urn,
        name: row.name,
        type: row.type,
        phase: row.phase,
        status: row.status,
        lowAge: age(row.lowAge),
        highAge: age(row.highAge),
        postcode: normalisePostcode(row.postcode),
        ...gridToWgs84(easting, northing),
        source: options.source,
        ...(judgements
          ? {
              ofsted: {
                judgement: judgement?.judgement ?? null,
                inspectedOn: judgement?.inspectedOn ?? null,
              },
            }
          : {}),
      };
    },
    write: (rows) => upsertSchools(db, rows, judgements !== null),
  });
  return { ...counts, ofsted: ofstedCounts ? { ...ofstedCounts, matched } : null };
}
