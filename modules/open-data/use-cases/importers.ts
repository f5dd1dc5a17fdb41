// The table `npm run open-data:import -- SOURCE FILE` dispatches on (docs/open-data.md): one line per source.
// Each entry loads its file, notes the file's date for the panels' source line, and answers a one-line summary.
import type { Readable } from "node:stream";
import type { Db } from "../../../db/client.ts";
import { recordOpenDataImport, type OpenDataset } from "../repos/open-data.ts";
import { importBroadband } from "./broadband/import-broadband.ts";
import { dateFromFileName, type ImportCallbacks, type ImportCounts } from "./csv-table.ts";
import { importFloodRisk } from "./flood/import-flood-risk.ts";
import { importPricePaid } from "./price-paid/import-price-paid.ts";
import { importSchools } from "./schools/import-schools.ts";

export type OpenDataFile = { stream: Readable; name: string };

export type OpenDataImportArgs = ImportCallbacks & {
  file: OpenDataFile;
  /** Schools only: Ofsted's management information file. */
  ofsted?: OpenDataFile;
  onBadOfstedRow?: (record: number, reason: string) => void;
  /** "file" for a publisher's file, "demo" for the demo seed's. */
  source: string;
  /** The date the file's data is of, when its name does not say; defaults to today. */
  today?: Date;
};

export type OpenDataImporter = (db: Db, args: OpenDataImportArgs) => Promise<string>;

const describe = (counts: ImportCounts) =>
  `${counts.read} rows read, ${counts.written} inserted or changed, ${counts.skipped} skipped, ` +
  `${counts.rejected} bad rows skipped`;

async function noteImport(db: Db, dataset: OpenDataset, file: OpenDataFile, args: OpenDataImportArgs) {
  const dataDate = dateFromFileName(file.name) ?? (args.today ?? new Date()).toISOString().slice(0, 10);
  await recordOpenDataImport(db, { dataset, fileName: file.name, dataDate, source: args.source });
}

export const OPEN_DATA_IMPORTERS = {
  async schools(db, args) {
    const { file, ofsted: ofstedFile, ...options } = args;
    const summary = await importSchools(db, file.stream, {
      ...options,
      ...(ofstedFile ? { ofsted: ofstedFile.stream } : {}),
    });
    await noteImport(db, "schools", args.file, args);
    if (args.ofsted) await noteImport(db, "ofsted", args.ofsted, args);
    const ofsted = summary.ofsted
      ? `; Ofsted: ${summary.ofsted.read} rows read, ${summary.ofsted.rejected} bad rows skipped, ` +
        `${summary.ofsted.matched} schools matched by URN`
      : "";
    return describe(summary) + ofsted;
  },
  async broadband(db, args) {
    const counts = await importBroadband(db, args.file.stream, args);
    await noteImport(db, "broadband", args.file, args);
    return describe(counts);
  },
  async flood(db, args) {
    const counts = await importFloodRisk(db, args.file.stream, args);
    await noteImport(db, "flood", args.file, args);
    return describe(counts);
  },
  // HM Land Registry Price Paid Data (docs/open-data-price-paid.md): the complete file or a monthly update.
  async "price-paid"(db, args) {
    const summary = await importPricePaid(db, args.file.stream, {
      ...(args.onBadRow ? { onBadRow: args.onBadRow } : {}),
      onProgress: (counts) => args.onProgress?.({ ...counts, skipped: 0 }),
    });
    await noteImport(db, "price-paid", args.file, args);
    return (
      `${summary.read} rows read, ${summary.written} inserted or changed, ${summary.deleted} deleted, ` +
      `${summary.rejected} bad rows skipped, ${summary.placed} earlier sales placed` +
      (summary.firstLoad ? " (a first load: the table was empty)" : "")
    );
  },
} satisfies Record<string, OpenDataImporter>;

export type OpenDataSource = keyof typeof OPEN_DATA_IMPORTERS;
