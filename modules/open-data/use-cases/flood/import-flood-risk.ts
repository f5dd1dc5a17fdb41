// `npm run open-data:import -- flood FILE` (docs/open-data.md): the Environment Agency's "Risk of Flooding
// from Rivers and Sea — Postcodes in Areas at Risk" CSV (England). Columns read, by their published names:
//   pcds (else postcode)                                     the postcode
//   res_cnt_high, res_cnt_medium, res_cnt_low, res_cnt_verylow
//                                                            residential properties in each likelihood band
// Its non-residential (nrp_cnt_*), unclassified (unc_cnt_*) and total (tot_cnt_*, cntpc) counts are not read.
// Each count must be a whole number; a blank or other text is a bad row (a count is never guessed).
import { upsertFloodRisk, type FloodRow } from "../../repos/open-data.ts";
import { postcodeTableImporter } from "../postcode-table.ts";

export const FLOOD_COLUMNS = {
  postcode: { names: ["pcds", "postcode"], required: true },
  residentialHigh: { names: ["res_cnt_high"], required: true },
  residentialMedium: { names: ["res_cnt_medium"], required: true },
  residentialLow: { names: ["res_cnt_low"], required: true },
  residentialVeryLow: { names: ["res_cnt_verylow"], required: true },
} as const;

const BANDS = ["residentialHigh", "residentialMedium", "residentialLow", "residentialVeryLow"] as const;

export const importFloodRisk = postcodeTableImporter({
  columns: FLOOD_COLUMNS,
  readMeasures(row, start) {
    const out = { ...start } as FloodRow;
    for (const band of BANDS) {
      const value = row[band].replace(/\.0+$/, "");
      if (!/^\d{1,7}$/.test(value)) {
        return { error: `${FLOOD_COLUMNS[band].names[0]} "${row[band]}" is not a whole number` };
      }
      out[band] = Number(value);
    }
    return out;
  },
  write: (db, rows) => upsertFloodRisk(db, rows),
});
