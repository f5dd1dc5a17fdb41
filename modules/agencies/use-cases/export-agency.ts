// Everything an agency owns, in one zip (issue 44 item 6, `npm run agency:export`): each of its tables as JSON Lines
// (one row a line, the columns as the database names them), the originals of its media and the files sent with its
// forms, and a manifest that counts them and names what was left out. Written for an agency that leaves the
// install, or for its own records, before an operator deletes it.
import { createWriteStream, existsSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { finished } from "node:stream/promises";
import { sql } from "drizzle-orm";
import yazl from "yazl";
import type { Database, Db } from "../../../db/client.ts";
import { rowsOf } from "../../../db/rows.ts";
import { agencyOfHandle } from "../../../db/agency-scope.ts";
import { mediaStoresUnder, type MediaStore, type MediaStores } from "../../../platform/media-stores.ts";
import { agencyMediaFolder } from "../model/agency.ts";
import { listAgencies } from "./agency-operations.ts";
import {
  EXPORT_EMPTIED_COLUMNS,
  EXPORT_LEFT_OUT_TABLES,
  exportedRow,
  type ExportManifest,
} from "../model/agency-export.ts";
import { mediaKeysOf } from "../repos/agency-export.ts";
import { markAgencyExported } from "../repos/agencies.ts";

const PAGE_ROWS = 2000;

export type ExportSources = {
  database: Database;
  /** The install's media stores (media/ or the object store), of which the agency's folder is read. */
  media: MediaStores;
  /** Where the files sent with forms are kept (DATA_DIR/uploads). */
  uploadsDir: string;
};

/** The agency's tables: every table with an `agency_id` column, read through the agency's own handle. */
async function agencyTables(owner: Db): Promise<string[]> {
  const result = await owner.execute(sql`
    select c.table_name as name from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = 'public' and c.column_name = 'agency_id' and t.table_type = 'BASE TABLE'
    order by c.table_name`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/** The columns of a table's primary key, in key order: pages of rows in a stable order. */
async function primaryKeyColumns(owner: Db, table: string): Promise<string[]> {
  const result = await owner.execute(sql`
    select a.attname as name from pg_index i
    cross join lateral unnest(i.indkey) with ordinality as k(attnum, position)
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
    where i.indrelid = ${table}::regclass and i.indisprimary
    order by k.position`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

async function* storedBytes(store: MediaStore, key: string) {
  const bytes = await store.read(key);
  if (bytes) yield bytes;
}

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Each row of `table` as one JSON line, read page by page through the agency's handle. */
async function* tableLines(db: Db, table: string, order: string[], count: (n: number) => void) {
  const orderBy = order.length ? ` order by ${order.map(quoted).join(", ")}` : "";
  for (let offset = 0; ; offset += PAGE_ROWS) {
    const result = await db.execute(
      sql`select * from ${sql.raw(quoted(table))} where agency_id = ${agencyOfHandle(db)}${sql.raw(
        `${orderBy} limit ${PAGE_ROWS} offset ${offset}`,
      )}`,
    );
    const rows = rowsOf<Record<string, unknown>>(result);
    count(rows.length);
    if (rows.length) yield rows.map((row) => JSON.stringify(exportedRow(row)) + "\n").join("");
    if (rows.length < PAGE_ROWS) return;
  }
}

/**
 * Writes the agency's zip to `outFile` (first as `outFile.partial`, renamed when whole, so a failed export leaves
 * nothing that looks complete) and answers its manifest; null when no agency has that id.
 */
export async function exportAgency(
  sources: ExportSources,
  agencyId: number,
  outFile: string,
  now = new Date(),
): Promise<ExportManifest | null> {
  const { database } = sources;
  const owner = database.ownerDb;
  const agency = (await listAgencies(owner)).find((candidate) => candidate.id === agencyId);
  if (!agency) return null;
  const db = database.forAgency(agencyId).db;

  const zip = new yazl.ZipFile();
  const partial = `${outFile}.partial`;
  const file = createWriteStream(partial);
  const written = finished(zip.outputStream.pipe(file));
  const manifest: ExportManifest = {
    agency: {
      id: agency.id,
      name: agency.name,
      publicUrl: agency.publicUrl,
      status: agency.status,
      groupId: agency.groupId,
    },
    hostnames: agency.hostnames.map(({ hostname, isPrimary }) => ({ hostname, isPrimary })),
    exportedAt: now.toISOString(),
    tables: {},
    leftOut: EXPORT_LEFT_OUT_TABLES,
    emptiedColumns: EXPORT_EMPTIED_COLUMNS,
    media: { files: 0, bytes: 0, missing: [] },
    uploads: { files: 0, bytes: 0, missing: [] },
  };
  try {
    const tables = (await agencyTables(owner)).filter((table) => !(table in EXPORT_LEFT_OUT_TABLES));
    for (const table of tables) {
      // Each table is read while the zip is written (yazl pulls one entry's stream at a time), so a table is
      // never held in memory whole.
      const order = await primaryKeyColumns(owner, table);
      manifest.tables[table] = 0;
      const lines = tableLines(db, table, order, (n) => (manifest.tables[table]! += n));
      zip.addReadStream(Readable.from(lines), `tables/${table}.jsonl`);
    }
    // The originals and uploads are read when the zip reaches them, one at a time: an agency's photos can run to
    // gigabytes. A key whose file is gone is named in the manifest rather than written as an empty file.
    const keys = await mediaKeysOf(db);
    const { originals } = mediaStoresUnder(sources.media, agencyMediaFolder(agencyId));
    for (const key of keys.media) {
      const found = await originals.stat(key);
      if (!found) {
        manifest.media.missing.push(key);
        continue;
      }
      manifest.media.files++;
      manifest.media.bytes += found.size;
      zip.addReadStream(Readable.from(storedBytes(originals, key)), `media/${key}`);
    }
    for (const key of keys.uploads) {
      const file = path.join(sources.uploadsDir, key);
      if (!existsSync(file)) {
        manifest.uploads.missing.push(key);
        continue;
      }
      manifest.uploads.files++;
      manifest.uploads.bytes += statSync(file).size;
      zip.addFile(file, `uploads/${key}`);
    }
    // yazl reads the tables' streams in order; the manifest, last, holds their counts once they are read.
    zip.addReadStream(
      Readable.from(
        (async function* () {
          yield JSON.stringify(manifest, null, 2) + "\n";
        })(),
      ),
      "manifest.json",
    );
    zip.end();
    await written;
    renameSync(partial, outFile);
    await markAgencyExported(owner, agencyId);
    return manifest;
  } catch (error) {
    file.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}
