// HM Land Registry Price Paid sales (the `price_paid_sales` table; docs/open-data-price-paid.md): written by the
// importer in batches, read by the property page's "sold nearby" panel, the house-prices pages and the
// instant valuation.
import { and, asc, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.ts";
import { postcodes, pricePaidSales as s, properties } from "../../../db/schema.ts";
import { analyzeTables } from "../../../db/analyze.ts";
import type { PricePaidSale, PropertyTypeCode, TenureCode } from "../model/price-paid/record.ts";
import type { SaleView } from "../model/price-paid/views.ts";

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Inserts or replaces sales (the last row wins for a transaction given twice), each placed at its postcode's
 * centroid when `postcodes` knows it. A row whose values are unchanged is not rewritten, so loading the same
 * file again writes nothing. Returns how many rows were inserted or changed. `target` is the live table unless a
 * first load writes its loading table (price-paid-first-load.ts).
 */
export async function upsertPricePaidSales(
  db: Db,
  rows: PricePaidSale[],
  target: SQL | typeof s = s,
): Promise<number> {
  if (!rows.length) return 0;
  const unique = [...new Map(rows.map((row) => [row.transactionId, row])).values()];
  const result = await db.execute(sql`
    with written as (
      insert into ${target} (transaction_id, price, transferred_on, postcode, sector, district, property_type,
        new_build, tenure, paon, saon, street, locality, town, local_authority, county, category,
        latitude, longitude)
      select r."transactionId", r.price, r."transferredOn", r.postcode, r.sector, r.district, r."propertyType",
        r."newBuild", r.tenure, r.paon, r.saon, r.street, r.locality, r.town, r."localAuthority", r.county,
        r.category, pc.latitude, pc.longitude
      from json_to_recordset(${JSON.stringify(unique)}::json) as r(
        "transactionId" uuid, price int, "transferredOn" date, postcode text, sector text, district text,
        "propertyType" text, "newBuild" boolean, tenure text, paon text, saon text, street text, locality text,
        town text, "localAuthority" text, county text, category text)
      left join ${postcodes} pc on pc.postcode = r.postcode
      on conflict (transaction_id) do update set
        price = excluded.price, transferred_on = excluded.transferred_on, postcode = excluded.postcode,
        sector = excluded.sector, district = excluded.district, property_type = excluded.property_type,
        new_build = excluded.new_build, tenure = excluded.tenure, paon = excluded.paon, saon = excluded.saon,
        street = excluded.street, locality = excluded.locality, town = excluded.town,
        local_authority = excluded.local_authority, county = excluded.county, category = excluded.category,
        latitude = excluded.latitude, longitude = excluded.longitude
      where (${target}.price, ${target}.transferred_on, ${target}.postcode, ${target}.property_type, ${target}.new_build, ${target}.tenure,
          ${target}.paon, ${target}.saon, ${target}.street, ${target}.locality, ${target}.town, ${target}.local_authority, ${target}.county,
          ${target}.category, ${target}.latitude, ${target}.longitude)
        is distinct from (excluded.price, excluded.transferred_on, excluded.postcode, excluded.property_type,
          excluded.new_build, excluded.tenure, excluded.paon, excluded.saon, excluded.street, excluded.locality,
          excluded.town, excluded.local_authority, excluded.county, excluded.category, excluded.latitude,
          excluded.longitude)
      returning 1)
    select count(*)::int as n from written`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Deletes the named transactions; returns how many there were. */
export async function deletePricePaidSales(
  db: Db,
  transactionIds: string[],
  target: SQL | typeof s = s,
): Promise<number> {
  if (!transactionIds.length) return 0;
  const result = await db.execute(sql`
    with gone as (
      delete from ${target} where transaction_id = any(${`{${transactionIds.join(",")}}`}::uuid[]) returning 1)
    select count(*)::int as n from gone`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Places sales loaded before their postcode's centroid was known; returns how many were placed. */
export async function placeUnplacedSales(db: Db): Promise<number> {
  const result = await db.execute(sql`
    with placed as (
      update ${s} set latitude = pc.latitude, longitude = pc.longitude
      from ${postcodes} pc
      where ${s}.latitude is null and ${s}.postcode is not null and pc.postcode = ${s}.postcode
      returning 1)
    select count(*)::int as n from placed`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

export async function analyzePricePaid(db: Db): Promise<void> {
  await analyzeTables(db, [s]);
}

/** A sale as the panel shows it, before the server writes its address (views.ts SaleView). */
export type SoldNearbyRow = Omit<SaleView, "address" | "distance"> & { distance: number };

/**
 * The newest sales of one property type within `metres` of a point, nearest first among equal dates.
 * A latitude/longitude box on price_paid_sales_type_position_idx, then the great-circle distance trims the
 * box's corners (the reasons are modules/search/repos/search.ts's).
 */
export async function selectSoldNearby(
  db: Db,
  args: {
    latitude: number;
    longitude: number;
    metres: number;
    propertyType: PropertyTypeCode;
    since: string;
    limit: number;
  },
): Promise<SoldNearbyRow[]> {
  const dLat = args.metres / 111_195;
  const dLon = args.metres / (111_195 * Math.cos((args.latitude * Math.PI) / 180));
  const distance = sql`earth_distance(ll_to_earth(${args.latitude}::float8, ${args.longitude}::float8), ll_to_earth(${s.latitude}, ${s.longitude}))`;
  const result = await db.execute(sql`
    select transaction_id as "transactionId", price, to_char(transferred_on, 'YYYY-MM-DD') as "transferredOn",
      property_type as "propertyType", tenure, new_build as "newBuild", paon, saon, street, postcode,
      round(${distance})::int as distance
    from ${s}
    where property_type = ${args.propertyType}
      and latitude between ${args.latitude - dLat}::float8 and ${args.latitude + dLat}::float8
      and longitude between ${args.longitude - dLon}::float8 and ${args.longitude + dLon}::float8
      and transferred_on >= ${args.since}::date
      and ${distance} <= ${args.metres}::float8
    order by transferred_on desc, ${distance}, transaction_id
    limit ${args.limit}`);
  return rowsOf<SoldNearbyRow>(result).map((row) => ({ ...row, price: Number(row.price) }));
}

export type PriceAreaKind = "sector" | "district" | "town";

export type YearTypeAverage = {
  year: number;
  propertyType: PropertyTypeCode;
  sales: number;
  average: number;
};

// Chosen from a fixed list, never from input: the column a place kind is matched on.
const AREA_COLUMN = { sector: sql.raw("sector"), district: sql.raw("district"), town: sql.raw("town") };

/**
 * Standard-price sales (category A: market sales, as the Registry's own averages use) of one sector, district
 * or town per year and property type since `since`, from the place's index alone.
 */
export async function selectYearlyAverages(
  db: Db,
  area: { kind: PriceAreaKind; value: string },
  since: string,
): Promise<YearTypeAverage[]> {
  const column = AREA_COLUMN[area.kind];
  const result = await db.execute(sql`
    select extract(year from transferred_on)::int as year, property_type as "propertyType",
      count(*)::int as sales, round(avg(price))::int as average
    from ${s}
    where ${column} = ${area.value} and transferred_on >= ${since}::date and category = 'A'
    group by 1, 2
    order by 1, 2`);
  return rowsOf<YearTypeAverage>(result);
}

export type RecentSaleRow = Omit<SoldNearbyRow, "distance"> & { town: string };

/** The newest sales (both categories) of one sector, district or town. */
export async function selectRecentSales(
  db: Db,
  area: { kind: PriceAreaKind; value: string },
  limit: number,
): Promise<RecentSaleRow[]> {
  const column = AREA_COLUMN[area.kind];
  const result = await db.execute(sql`
    select transaction_id as "transactionId", price, to_char(transferred_on, 'YYYY-MM-DD') as "transferredOn",
      property_type as "propertyType", tenure, new_build as "newBuild", paon, saon, street, postcode, town
    from ${s}
    where ${column} = ${area.value}
    order by transferred_on desc, transaction_id
    limit ${limit}`);
  return rowsOf<RecentSaleRow>(result);
}

export type PricePaidComparableRow = {
  price: number;
  transferredOn: string;
};

/** Standard-price sales of one sector, type and tenure since a date: the valuation's comparables. */
export async function selectSectorComparables(
  db: Db,
  args: { sector: string; propertyType: PropertyTypeCode; tenure: TenureCode | null; since: string },
): Promise<PricePaidComparableRow[]> {
  const result = await db.execute(sql`
    select price, to_char(transferred_on, 'YYYY-MM-DD') as "transferredOn"
    from ${s}
    where sector = ${args.sector} and transferred_on >= ${args.since}::date and category = 'A'
      and property_type = ${args.propertyType}
      ${args.tenure ? sql`and tenure = ${args.tenure}` : sql``}
    order by transferred_on desc
    limit 500`);
  return rowsOf<PricePaidComparableRow>(result);
}

/** The newest sale date of one place (from its index): the "data to" date its credit line gives. */
export async function selectNewestSaleDate(
  db: Db,
  area: { kind: PriceAreaKind; value: string },
): Promise<string | null> {
  const column = AREA_COLUMN[area.kind];
  const result = await db.execute(
    sql`select to_char(max(transferred_on), 'YYYY-MM-DD') as newest from ${s} where ${column} = ${area.value}`,
  );
  return rowsOf<{ newest: string | null }>(result)[0]?.newest ?? null;
}

/** Which of these places have any sale, each checked on its own index. */
export async function selectAreasWithSales(
  db: Db,
  areas: { kind: PriceAreaKind; value: string }[],
): Promise<boolean[]> {
  if (!areas.length) return [];
  const checks = areas.map(
    (area) => sql`exists(select 1 from ${s} where ${AREA_COLUMN[area.kind]} = ${area.value})`,
  );
  const result = await db.execute(sql`select array[${sql.join(checks, sql`, `)}] as found`);
  return rowsOf<{ found: boolean[] }>(result)[0]?.found ?? [];
}

// The demo's transaction ids all start "dede" (db/seed/price-paid.ts): a range of the primary key.
const DEMO_FROM = sql`'dede0000-0000-0000-0000-000000000000'::uuid`;
const DEMO_TO = sql`'dedeffff-ffff-ffff-ffff-ffffffffffff'::uuid`;

export async function hasDemoPricePaid(db: Db): Promise<boolean> {
  const result = await db.execute(
    sql`select exists(select 1 from ${s} where transaction_id between ${DEMO_FROM} and ${DEMO_TO}) as found`,
  );
  return Boolean(rowsOf<{ found: boolean }>(result)[0]?.found);
}

export async function deleteDemoPricePaid(db: Db): Promise<void> {
  await db.execute(sql`delete from ${s} where transaction_id between ${DEMO_FROM} and ${DEMO_TO}`);
}

/** A demo listing's address and price: what its made-up Price Paid sales are drawn from. */
export type DemoHome = {
  id: number;
  propertyType: string;
  price: number | null;
  houseNumber: string | null;
  houseName: string | null;
  street: string;
  locality: string | null;
  town: string;
  county: string | null;
  postcode: string;
};

/** The demo agency's sales listings, the homes its Price Paid history is made for. */
export async function selectDemoHomes(db: Db): Promise<DemoHome[]> {
  return db
    .select({
      id: properties.id,
      propertyType: properties.propertyType,
      price: properties.price,
      houseNumber: properties.houseNumber,
      houseName: properties.houseName,
      street: properties.street,
      locality: properties.locality,
      town: properties.town,
      county: properties.county,
      postcode: properties.postcode,
    })
    .from(properties)
    .where(and(eq(properties.source, "demo"), eq(properties.channel, "sales"), isNull(properties.parentId)))
    .orderBy(asc(properties.id)) as Promise<DemoHome[]>;
}
