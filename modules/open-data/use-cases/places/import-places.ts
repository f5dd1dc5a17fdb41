// `npm run places:import`'s work: OS Open Names settlements (modules/open-data/use-cases/places/open-names-csv.ts) into
// `places` as neighbourhoods ("Redland, Bristol") and as towns the gazetteer lacks, so the location search
// finds suburbs and villages. Idempotent: a settlement whose name is already in places nearby is not added
// again (towns and cities within TOWN_SAME_METRES, smaller places within PLACE_SAME_METRES).
import type { Readable } from "node:stream";
import type { Db } from "../../../../db/client.ts";
import { analyzePlaces, insertNewSettlements, type NewSettlement } from "../../../../db/repos/places.ts";
import { assignPlaceSlugs } from "../../../../db/repos/place-slugs.ts";
import { metresBetween } from "../../../../domain/geo-distance.ts";
import { seedGazetteerIfEmpty } from "../../../../db/reference/gazetteer.ts";
import { forEachCsvRecord } from "../../../../platform/csv-records.ts";
import { badRowReporter, rowBatches, type ImportCallbacks, type RowCounts } from "../csv-table.ts";
import { isOpenNamesHeader, readOpenNamesRecord } from "./open-names-csv.ts";

// GeoNames and OS put a city's point in different places; a suburb's name repeats only far apart.
const TOWN_SAME_METRES = 10_000;
const PLACE_SAME_METRES = 2_000;
const DEFAULT_BATCH = 2_000;

export type PlacesImportCounts = RowCounts & {
  /** Settlements among the rows read. */
  settlements: number;
  /** Places added (the rest were there already). */
  added: number;
};

export type PlacesImportOptions = ImportCallbacks<PlacesImportCounts>;

export async function importOpenNames(
  db: Db,
  input: Readable,
  options: PlacesImportOptions = {},
): Promise<PlacesImportCounts> {
  const counts: PlacesImportCounts = { read: 0, settlements: 0, added: 0, rejected: 0 };
  const { badRow, malformedRecord } = badRowReporter(counts, options);
  // Towns are matched against the gazetteer: it must be there first, with its own ids.
  await seedGazetteerIfEmpty(db);
  // The "already there?" check joins each batch to places: stale statistics make that a nested loop.
  await analyzePlaces(db);
  const batches = rowBatches<NewSettlement>(options.batchSize ?? DEFAULT_BATCH, async (settlements) => {
    counts.added += await insertNewSettlements(db, withoutRepeats(settlements));
    options.onProgress?.({ ...counts });
  });

  const onRecord = async (record: string[], line: number) => {
    if (line === 1 && isOpenNamesHeader(record)) return;
    const row = readOpenNamesRecord(record);
    if (row === null) return;
    counts.read += 1;
    if (row.kind === "other") return;
    if (row.kind === "error") {
      badRow(line, row.message);
      return;
    }
    counts.settlements += 1;
    const { place } = row;
    await batches.add({
      ...place,
      sameWithinMetres: place.kind === "town" ? TOWN_SAME_METRES : PLACE_SAME_METRES,
    });
  };
  await forEachCsvRecord(input, { onRecord, onMalformed: malformedRecord });
  await batches.flush();
  // Issue 18: the new neighbourhoods' slugs, once the whole file is in (a slug depends on every namesake).
  await assignPlaceSlugs(db);
  await analyzePlaces(db);
  return counts;
}

/** One statement cannot see its own rows: the same settlement twice in a batch is kept once here. */
function withoutRepeats(rows: NewSettlement[]): NewSettlement[] {
  const kept = new Map<string, NewSettlement[]>();
  for (const row of rows) {
    const key = row.name.toLowerCase();
    const same = kept.get(key) ?? [];
    const repeat = same.some(
      (other) => metresBetween(row, other) <= Math.max(row.sameWithinMetres, other.sameWithinMetres),
    );
    if (!repeat) kept.set(key, [...same, row]);
  }
  return [...kept.values()].flat();
}
