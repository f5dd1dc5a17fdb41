// The demo agency's Price Paid file (issue 17): made for its own listings (db/seed/price-paid.ts), written in
// exactly the published layout and loaded through the same importer as a real file, so the demo shows the
// "sold nearby" panel, the house-prices pages and the valuation's comparables. Runs after the demo seed, and
// once at start for a demo seeded before this existed.
import { createReadStream, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Db } from "../db/client.ts";
import {
  deleteDemoPricePaid,
  hasDemoPricePaid,
  selectDemoHomes,
  importPricePaid,
  type PricePaidImportSummary,
} from "../modules/open-data/index.ts";
import { demoPricePaidSales } from "../db/seed/price-paid.ts";
import { formatPricePaidRecord } from "../modules/open-data/model/price-paid/record.ts";

/** Replaces the demo's sales with a file made for today's demo listings; null when there are none. */
export async function seedDemoPricePaid(db: Db, now = new Date()): Promise<PricePaidImportSummary | null> {
  const sales = demoPricePaidSales(await selectDemoHomes(db), now);
  await deleteDemoPricePaid(db);
  if (!sales.length) return null;
  const folder = mkdtempSync(path.join(tmpdir(), "openhouse-demo-price-paid-"));
  try {
    const file = path.join(folder, "pp-demo.csv");
    writeFileSync(file, sales.map((sale) => formatPricePaidRecord(sale)).join("\r\n") + "\r\n");
    return await importPricePaid(db, createReadStream(file));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** At start: the demo's sales, if the demo agency is there and its sales are not. */
export async function ensureDemoPricePaid(db: Db): Promise<PricePaidImportSummary | null> {
  if (await hasDemoPricePaid(db)) return null;
  return seedDemoPricePaid(db);
}
