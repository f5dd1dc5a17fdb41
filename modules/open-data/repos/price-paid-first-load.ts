// The first load of Price Paid data into an empty `price_paid_sales` (docs/open-data-price-paid.md "First
// load"). Keeping five indexes up to date row by row is most of a big import's time (a county's million rows
// took minutes, their index pages no longer fitting in memory), so the first load writes into a table of the
// same shape holding only its primary key, builds the live table's indexes on it once at the end, and swaps
// it in with one short transaction. Until the swap visitors read the live (empty) table; if the import fails
// or the process dies, the loading table is dropped (now or by the next import) and nothing has changed.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { pricePaidSales } from "../../../db/schema.ts";
import { rowsOf } from "../../../db/rows.ts";

const LIVE = "price_paid_sales";
const LOADING = "price_paid_sales_loading";

/** The table the upserts of a first load write to. */
export const FIRST_LOAD_TABLE: SQL = sql`${sql.identifier(LOADING)}`;

export class FirstLoadOverlapError extends Error {}

export async function pricePaidIsEmpty(db: Db): Promise<boolean> {
  const result = await db.execute(sql`select not exists(select 1 from ${pricePaidSales}) as empty`);
  return Boolean(rowsOf<{ empty: boolean }>(result)[0]?.empty);
}

/** Creates an empty loading table, dropping one a failed import left behind. */
export async function createLoadingTable(db: Db): Promise<void> {
  await dropLoadingTable(db);
  // LIKE copies the columns, their defaults and NOT NULLs, but no index: the key is added here, the others
  // once the rows are in.
  await db.execute(sql.raw(`create table ${LOADING} (like ${LIVE} including defaults)`));
  await db.execute(sql.raw(`alter table ${LOADING} add primary key (transaction_id)`));
}

export async function dropLoadingTable(db: Db): Promise<void> {
  await db.execute(sql.raw(`drop table if exists ${LOADING}`));
}

type IndexDefinition = { name: string; definition: string };

/**
 * Builds the live table's secondary indexes on the loading table (their definitions read from the catalogue,
 * so the migrations stay their only source), then swaps the tables and gives the indexes their names back.
 * Refused, changing nothing, when another import filled the live table meanwhile.
 */
export async function swapInLoadingTable(db: Db): Promise<void> {
  const indexes = rowsOf<IndexDefinition>(
    await db.execute(sql`
      select i.indexname as name, i.indexdef as definition
      from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = ${LIVE}
        and i.indexname not in (select conname from pg_constraint where conrelid = ${LIVE}::regclass)`),
  );
  for (const index of indexes) {
    await db.execute(sql.raw(loadingIndexDefinition(index)));
  }
  await db.execute(sql.raw(`analyze ${LOADING}`));
  await db.transaction(async (tx) => {
    await tx.execute(sql.raw(`lock table ${LIVE} in access exclusive mode`));
    if (!(await pricePaidIsEmpty(tx))) {
      throw new FirstLoadOverlapError(
        "Another Price Paid import wrote sales while this first load ran: nothing was changed; run this file again",
      );
    }
    await tx.execute(sql.raw(`drop table ${LIVE}`));
    await tx.execute(sql.raw(`alter table ${LOADING} rename to ${LIVE}`));
    await tx.execute(sql.raw(`alter table ${LIVE} rename constraint ${LOADING}_pkey to ${LIVE}_pkey`));
    for (const index of indexes) {
      await tx.execute(sql.raw(`alter index ${loadingName(index.name)} rename to ${index.name}`));
    }
  });
}

const loadingName = (name: string) => `${name}_loading`;

/** `CREATE INDEX name ON schema.price_paid_sales USING …` made to build `name_loading` on the loading table. */
function loadingIndexDefinition(index: IndexDefinition): string {
  const pattern = /^(CREATE (?:UNIQUE )?INDEX) (\S+) ON (?:ONLY )?(?:(\S+)\.)?(\S+) (USING .*)$/s;
  const match = pattern.exec(index.definition);
  if (!match || match[2] !== index.name || match[4] !== LIVE) {
    throw new Error(`Unexpected index definition: ${index.definition}`);
  }
  const table = match[3] ? `${match[3]}.${LOADING}` : LOADING;
  return `${match[1]} ${loadingName(index.name)} ON ${table} ${match[5]}`;
}
