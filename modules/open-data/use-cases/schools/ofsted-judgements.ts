// Ofsted's "State-funded schools inspections and outcomes" management information CSV, read into memory by
// URN (about 22,000 rows) for the schools import to join. Columns, by published name (older releases' names
// accepted): URN; Overall effectiveness (the 1–4 codes Ofsted's key gives as Outstanding, Good, Requires
// improvement, Inadequate; words are kept as written); Inspection start date (dd/mm/yyyy or yyyy-mm-dd).
// Since September 2024 Ofsted gives no single-word overall judgement for new inspections: the column is then
// blank or says so ("Not judged"), and we store no judgement rather than invent one; the date is still kept.
import type { Readable } from "node:stream";
import { importCsvTable, type ImportCounts } from "../csv-table.ts";

export type OfstedJudgement = { judgement: string | null; inspectedOn: string | null };

export const OFSTED_COLUMNS = {
  urn: { names: ["URN"], required: true },
  judgement: { names: ["Overall effectiveness", "Latest OEIF overall effectiveness"], required: true },
  inspectedOn: {
    names: [
      "Inspection start date",
      "Inspection start date of latest OEIF graded inspection",
      "Inspection date",
    ],
    required: true,
  },
} as const;

const OFSTED_CODES: Record<string, string> = {
  "1": "Outstanding",
  "2": "Good",
  "3": "Requires improvement",
  "4": "Inadequate",
};
// How the file says "no judgement": blank, a database null, or Ofsted's own "not judged" wording.
const NO_JUDGEMENT = /^(?:|null|n\/?a|not judged|9)$/i;

function judgementOf(value: string): string | null {
  if (NO_JUDGEMENT.test(value)) return null;
  return OFSTED_CODES[value] ?? value;
}

/** "25/09/2023" or "2023-09-25" → "2023-09-25"; null when blank; an error when neither. */
export function inspectionDate(value: string): string | null | { error: string } {
  if (NO_JUDGEMENT.test(value)) return null;
  const uk = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const [year, month, day] = uk ? [uk[3], uk[2], uk[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  const date = new Date(`${year}-${month?.padStart(2, "0")}-${day?.padStart(2, "0")}T00:00:00Z`);
  if (!year || Number.isNaN(date.getTime()) || date.getUTCDate() !== Number(day)) {
    return { error: `Inspection start date "${value}" is not a date` };
  }
  return date.toISOString().slice(0, 10);
}

export async function readOfstedJudgements(
  input: Readable,
  onBadRow?: (record: number, reason: string) => void,
): Promise<{ judgements: Map<number, OfstedJudgement>; counts: ImportCounts }> {
  const judgements = new Map<number, OfstedJudgement>();
  const counts = await importCsvTable(input, {
    columns: OFSTED_COLUMNS,
    batchSize: 5_000,
    ...(onBadRow ? { onBadRow } : {}),
    read(row) {
      if (!/^\d{1,9}$/.test(row.urn)) return { error: `URN "${row.urn}" is not a whole number` };
      const inspectedOn = inspectionDate(row.inspectedOn);
      if (inspectedOn && typeof inspectedOn === "object") return inspectedOn;
      return { urn: Number(row.urn), judgement: judgementOf(row.judgement), inspectedOn };
    },
    write: async (rows) => {
      for (const { urn, ...judgement } of rows) judgements.set(urn, judgement);
      return rows.length;
    },
  });
  return { judgements, counts };
}
