// `npm run addresses:import -- FILE.csv`: loads a real address book into the `addresses` table, which the
// `local` address provider (ADDRESS_PROVIDER=local) looks up, in the database named by the usual environment
// (DATA_DIR, or DATABASE_URL). The CSV's columns are described in platform/address-lookup/address-csv.ts
// (and docs/address-lookup-and-instant-valuation.md): a header row, then line_1, town_or_city, postcode and the optional others.
// Idempotent: an address already there (same building name, number, first line and postcode) is skipped, so
// the import can be run again, or resumed after a failure. Rows are written in batches of BATCH, each batch
// in its own statement; bad rows are reported with their line and skipped. PGlite allows one process at a
// time: stop the server first.
import { createReadStream } from "node:fs";
import { openDatabase } from "../db/client.ts";
import { insertNewAddresses, type NewAddress } from "../db/repos/addresses.ts";
import { readAddress, readHeader, type AddressRecord } from "../platform/address-lookup/address-csv.ts";
import { forEachCsvRecord } from "../platform/csv-records.ts";
import { loadConfig } from "../platform/config.ts";

const BATCH = 2_000;
const MAX_REPORTED_ERRORS = 50;

const file = process.argv.slice(2).find((arg) => arg !== "--");
if (!file) {
  console.error("usage: npm run addresses:import -- FILE.csv");
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const started = performance.now();
let positions: ReturnType<typeof readHeader> | null = null;
let read = 0;
let added = 0;
let rejected = 0;
let batch: NewAddress[] = [];

const toRow = (a: AddressRecord): NewAddress => ({
  buildingName: a.building_name,
  buildingNumber: a.building_number,
  line1: a.line_1,
  line2: a.line_2,
  line3: a.line_3,
  line4: a.line_4,
  townOrCity: a.town_or_city,
  county: a.county,
  postcode: a.postcode,
});

async function flush() {
  if (!batch.length) return;
  added += await insertNewAddresses(database.db, batch);
  batch = [];
}

function report(record: number, reason: string) {
  rejected += 1;
  if (rejected <= MAX_REPORTED_ERRORS) console.error(`${file}: record ${record}: ${reason}; skipped`);
}

async function take(record: string[], line: number) {
  if (!positions) {
    positions = readHeader(record);
    return;
  }
  const address = readAddress(record, positions);
  if (address === null) return;
  read += 1;
  if ("error" in address) {
    report(line, address.error);
    return;
  }
  batch.push(toRow(address));
  if (batch.length >= BATCH) await flush();
}

try {
  // A record csv-parse cannot read (a quote left open at the end of the file) is a bad row too.
  const onMalformed = (record: number, reason: string) => {
    read += 1;
    report(record, reason);
  };
  await forEachCsvRecord(createReadStream(file), { onRecord: take, onMalformed });
  await flush();
  if (!positions) throw new Error("The file is empty: it needs a header row");
  console.log(
    `addresses: ${read} read, ${added} added, ${read - rejected - added} already there, ${rejected} skipped ` +
      `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} catch (error) {
  console.error(`${file}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
