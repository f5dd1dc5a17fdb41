// `npm run open-data:import -- broadband FILE` (docs/open-data.md): Ofcom Connected Nations postcode-level
// fixed broadband files. Ofcom publishes coverage and performance as two files; either may be loaded, in
// any order, and each writes only the measures it carries. Columns read, by their published names:
//   postcode_space (else postcode; else pcds)                      the postcode, spaced or not
//   coverage:    SFBB availability (% premises)                    superfast, 30 Mbit/s or more
//                UFBB availability (% premises)                    ultrafast, 300 Mbit/s or more
//                Full Fibre availability (% premises)              (FTTP availability (% premises) before 2022)
//                Gigabit availability (% premises)
//   performance: Median download speed (Mbit/s)
// A file with none of these measures is refused. A blank cell is "not published" (Ofcom leaves postcodes
// with few lines blank); anything else that is not a number in range is a bad row.
import { upsertBroadband, type BroadbandMeasure, type BroadbandRow } from "../../repos/open-data.ts";
import { numberCell } from "../csv-table.ts";
import { postcodeTableImporter } from "../postcode-table.ts";

export const BROADBAND_COLUMNS = {
  postcode: { names: ["postcode_space", "postcode", "pcds"], required: true },
  superfastPercent: { names: ["SFBB availability (% premises)"], required: false },
  ultrafastPercent: { names: ["UFBB availability (% premises)"], required: false },
  fullFibrePercent: {
    names: ["Full Fibre availability (% premises)", "FTTP availability (% premises)"],
    required: false,
  },
  gigabitPercent: { names: ["Gigabit availability (% premises)"], required: false },
  medianDownloadMbps: { names: ["Median download speed (Mbit/s)"], required: false },
} as const;

const PERCENT = { min: 0, max: 100 };
const SPEED = { min: 0, max: 100_000 };
const MEASURES = Object.keys(BROADBAND_COLUMNS).filter((key) => key !== "postcode") as BroadbandMeasure[];

export const importBroadband = postcodeTableImporter({
  columns: BROADBAND_COLUMNS,
  checkHeader(present) {
    if (!MEASURES.some((measure) => present.has(measure))) {
      throw new Error(
        `The header row lacks the column "${BROADBAND_COLUMNS.superfastPercent.names[0]}" (coverage) ` +
          `or "${BROADBAND_COLUMNS.medianDownloadMbps.names[0]}" (performance): is this the right file?`,
      );
    }
  },
  readMeasures(row, start) {
    const out: BroadbandRow = { ...start };
    for (const measure of MEASURES) {
      if (!row.present.has(measure)) continue;
      const column = BROADBAND_COLUMNS[measure].names[0];
      const value = numberCell(row[measure], column, measure === "medianDownloadMbps" ? SPEED : PERCENT);
      if (value !== null && typeof value === "object") return value;
      out[measure] = value;
    }
    return out;
  },
  write: (db, rows, present) =>
    upsertBroadband(
      db,
      rows,
      MEASURES.filter((measure) => present.has(measure)),
    ),
});
