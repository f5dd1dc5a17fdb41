// The Price Paid importer on real files in the Registry's layout (tests/fixtures/price-paid/README.md), in a
// PGlite database of its own, with the postcode centroids of the geography fixtures loaded first.
import { createReadStream, readFileSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { asc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { pricePaidSales } from "../../db/schema.ts";
import { importPostcodes } from "../../modules/open-data/use-cases/postcodes/import-postcodes.ts";
import { importPricePaid } from "../../modules/open-data/use-cases/price-paid/import-price-paid.ts";
import { databaseTargets, openInTempDir, runTarget, type TempDatabase } from "../support/database-targets.ts";

const fixture = (name: string) => createReadStream(path.join(import.meta.dirname, "../fixtures", name));
const id = (n: number, prefix = "a1b2c3d4") => `${prefix}-000${n}-4c5e-e053-6b04a8c0ab01`;

let tempDatabase: TempDatabase;
let database: Database;

const sales = () => database.db.select().from(pricePaidSales).orderBy(asc(pricePaidSales.transactionId));

beforeAll(async () => {
  tempDatabase = await openInTempDir(runTarget("price_paid_test"), "price-paid-test");
  ({ database } = tempDatabase);
  await importPostcodes(database.db, fixture("geography/onspd-sample.csv"));
}, 120_000);

afterAll(() => tempDatabase?.close());

describe("importPricePaid", () => {
  it("loads the additions of a complete file, each placed at its postcode", async () => {
    const progress: number[] = [];
    const summary = await importPricePaid(database.ownerDb, fixture("price-paid/pp-complete-sample.csv"), {
      batchSize: 4,
      onProgress: (counts) => progress.push(counts.written),
    });
    expect(summary).toEqual({ read: 6, written: 6, deleted: 0, rejected: 0, placed: 0, firstLoad: true });
    expect(progress).toEqual([4, 6]);
    const rows = await sales();
    expect(rows.map((row) => row.transactionId)).toEqual([1, 2, 3, 4, 5, 6].map((n) => id(n)));
    expect(rows[1]).toEqual({
      transactionId: id(2),
      price: 310000,
      transferredOn: "2023-11-02",
      postcode: "BS8 2LH",
      sector: "BS8 2",
      district: "BS8",
      propertyType: "F",
      newBuild: false,
      tenure: "L",
      paon: "HIGHBURY COURT",
      saon: "FLAT 3",
      street: "CAMBRIDGE PARK",
      locality: "",
      town: "BRISTOL",
      localAuthority: "CITY OF BRISTOL",
      county: "CITY OF BRISTOL",
      category: "A",
      latitude: expect.any(Number),
      longitude: expect.any(Number),
    });
    expect(rows[3]).toMatchObject({ propertyType: "D", newBuild: true, category: "B" });
    // No postcode, and a postcode the centroids lack: kept, without a position.
    expect(rows[4]).toMatchObject({ postcode: null, sector: null, latitude: null, town: "BRISTOL" });
    expect(rows[5]).toMatchObject({ postcode: "BS9 9ZZ", latitude: null });
  });

  it("loads the same file again without writing anything", async () => {
    const before = await sales();
    const summary = await importPricePaid(database.ownerDb, fixture("price-paid/pp-complete-sample.csv"));
    expect(summary).toEqual({ read: 6, written: 0, deleted: 0, rejected: 0, placed: 0, firstLoad: false });
    expect(await sales()).toEqual(before);
  });

  it("applies a monthly update: additions and changes, then deletions", async () => {
    const summary = await importPricePaid(database.ownerDb, fixture("price-paid/pp-monthly-update.csv"));
    expect(summary).toMatchObject({ read: 5, written: 2, deleted: 1, rejected: 0 });
    const rows = await sales();
    expect(rows.map((row) => row.transactionId)).toEqual([1, 2, 4, 5, 6, 7].map((n) => id(n)));
    expect(rows.find((row) => row.transactionId === id(2))?.price).toBe(315000);
    expect(rows.find((row) => row.transactionId === id(7))).toMatchObject({
      postcode: "BS6 6AA",
      price: 515000,
    });

    const again = await importPricePaid(database.ownerDb, fixture("price-paid/pp-monthly-update.csv"));
    expect(again).toMatchObject({ written: 0, deleted: 0 });
    expect(await sales()).toEqual(rows);
  });

  it("reports a bad row with its record number and loads the rest", async () => {
    const bad: [number, string][] = [];
    const summary = await importPricePaid(database.ownerDb, fixture("price-paid/pp-bad-row.csv"), {
      onBadRow: (record, reason) => bad.push([record, reason]),
    });
    expect(summary).toMatchObject({ read: 5, written: 3, rejected: 2 });
    expect(bad).toEqual([
      [3, 'column 2 (price) should be a whole number of pounds, not "250,000"'],
      [4, 'column 5 (property type) should be D, S, T, F or O, not "X"'],
    ]);
    const ids = (await sales()).map((row) => row.transactionId);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 5].map((n) => id(n, "b1b2c3d4"))));
    expect(ids).not.toContain(id(3, "b1b2c3d4"));
  });

  it("refuses a file in another layout, naming the column, and writes nothing", async () => {
    const before = await sales();
    await expect(
      importPricePaid(database.ownerDb, fixture("price-paid/pp-wrong-layout.csv")),
    ).rejects.toThrow(
      "Not a Price Paid file: it has 15 columns where the published layout has 16; column 16 (record status) is missing",
    );
    await expect(importPricePaid(database.ownerDb, fixture("price-paid/pp-header-row.csv"))).rejects.toThrow(
      'Not a Price Paid file: column 1 (transaction unique identifier) should be a transaction id such as {8D5B1D6A-…}, not "transaction_id"',
    );
    expect(await sales()).toEqual(before);
  });
});

describe.each(databaseTargets("price_paid_first"))("a first load into an empty table, on $name", (target) => {
  let first: Database;
  const tableIndexes = async () =>
    (
      await first.executeSql(
        `select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename like 'price_paid_sales%' order by indexname`,
      )
    ).rows;
  const count = async () =>
    Number(
      ((await first.executeSql("select count(*)::int as n from price_paid_sales")).rows[0] as { n: number })
        .n,
    );

  let tempDatabase: TempDatabase;
  beforeAll(async () => {
    tempDatabase = await openInTempDir(target, "price-paid-first");
    ({ database: first } = tempDatabase);
  }, 120_000);

  afterAll(() => tempDatabase?.close());

  it("changes nothing when the file fails part-way, and leaves no loading table behind", async () => {
    const indexesBefore = await tableIndexes();
    const complete = readFileSync(
      path.join(import.meta.dirname, "../fixtures/price-paid/pp-complete-sample.csv"),
    );
    // Four good records are read and written (batches of two) before the read fails.
    const failing = Readable.from(
      (async function* () {
        yield complete.subarray(0, complete.indexOf("\n", complete.length / 2) + 1);
        throw new Error("connection reset while downloading");
      })(),
    );
    await expect(importPricePaid(first.ownerDb, failing, { batchSize: 2 })).rejects.toThrow(
      "connection reset",
    );
    expect(await count()).toBe(0);
    expect(await tableIndexes()).toEqual(indexesBefore);
  });

  it("swaps in a table with the same indexes, under their own names", async () => {
    const indexesBefore = await tableIndexes();
    expect(indexesBefore.length).toBeGreaterThan(1);
    const summary = await importPricePaid(first.ownerDb, fixture("price-paid/pp-complete-sample.csv"), {
      batchSize: 2,
    });
    expect(summary).toMatchObject({ written: 6, firstLoad: true });
    expect(await count()).toBe(6);
    expect(await tableIndexes()).toEqual(indexesBefore);
    // The table now holds sales: the next file is an update of it.
    const update = await importPricePaid(first.ownerDb, fixture("price-paid/pp-monthly-update.csv"));
    expect(update).toMatchObject({ deleted: 1, firstLoad: false });
  });
});
