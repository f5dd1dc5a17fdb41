// The property search (issue 3 item 2): every filter as parameterised, indexed SQL, one page of rows, the
// total count, and the photos of that page in one more query. Rules (which statuses a filter means, default
// radius, polygon decoding) are decided in modules/search/use-cases/search.ts; this file only speaks SQL.
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  not,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.ts";
import { listingRows } from "../../../db/agency-scope.ts";
import type { MaterialInformation } from "../../../domain/agency.ts";
import { branches, properties, propertyMedia } from "../../../db/schema.ts";
import { listingPriceColumns, onPublicSite } from "../../../db/listing-columns.ts";
import type { SearchChannel, SortOrder } from "../model/criteria.ts";
import type { BedroomPrices, PlaceKind } from "../model/results.ts";

type PropertyStatus = (typeof properties.$inferSelect)["status"];

/** A search with everything resolved: statuses listed, the place turned into a circle, the polygon decoded. */
export type PropertySearch = {
  /**
   * The agencies searched: the site's own, and at a group site its live members (decision 034). Named in the query
   * as well as by row-level security, the second wall (decision 029).
   */
  agencyIds: readonly number[];
  channel: SearchChannel;
  /** Null: every status but withdrawn. */
  statuses: PropertyStatus[] | null;
  circle: { latitude: number; longitude: number; metres: number } | null;
  /**
   * The place the circle is drawn around, by name and kind: listings not on the map (issue 36) match it by
   * their town, or their postcode for a postcode place, since the circle cannot find them.
   */
  place?: { name: string; kind: PlaceKind } | null;
  /** [longitude, latitude] corners (x, y), at least three. */
  polygon: [number, number][] | null;
  /** Compared with comparable_price: pounds for sales, pounds per calendar month for lettings. */
  minPrice: number | null;
  maxPrice: number | null;
  minNightlyPrice: number | null;
  maxNightlyPrice: number | null;
  minBeds: number | null;
  maxBeds: number | null;
  minAcreage: number | null;
  maxAcreage: number | null;
  minSquareFeet: number | null;
  maxSquareFeet: number | null;
  /** Postcode districts and areas ("BS8", "BS") of the branch named by `area-{N}`. */
  postcodeCoverage: string[] | null;
  createdWithinDays: number | null;
  updatedWithinDays: number | null;
  includeTags: string[];
  excludeTags: string[];
  text: string | null;
  auctionDate: string | null;
  shortLets: boolean;
  pets: boolean;
  branchId: number | null;
  sort: SortOrder;
  limit: number;
  offset: number;
};

const p = properties;

// Nights in a calendar month on average: a short let's nightly price is its monthly rent × 12 / 365.
const nightlyPrice = sql`round(${p.comparablePrice} * 12 / 365.0)`;

// Each order matches one index of db/schema.ts column for column (direction and nulls included), so the
// planner can read a page straight off it. The id keeps equal values in a fixed order across pages.
const ORDER_BY: Record<SortOrder, SQL[]> = {
  "least-expensive-first": [sql`${p.comparablePrice} asc nulls last`, asc(p.id)],
  "most-expensive-first": [sql`${p.comparablePrice} desc nulls last`, sql`${p.id} desc nulls last`],
  "most-recent-first": [desc(p.createdAt), desc(p.id)],
  "most-square-feet-first": [sql`${p.squareFeet} desc nulls last`, sql`${p.id} desc nulls last`],
  "least-square-feet-first": [sql`${p.squareFeet} asc nulls last`, asc(p.id)],
  "most-recently-launched-first": [desc(p.launchedAt), desc(p.id)],
  "most-recently-updated-first": [desc(p.updatedAt), desc(p.id)],
};

const METRES_PER_DEGREE_LATITUDE = 111_132;

/** A latitude/longitude box that contains the circle (with a 1% margin; not for circles over a pole). */
export function boundingBox(circle: { latitude: number; longitude: number; metres: number }) {
  const dLat = (circle.metres / METRES_PER_DEGREE_LATITUDE) * 1.01;
  const widest = Math.min(89, Math.abs(circle.latitude) + dLat);
  const dLng = Math.min(180, dLat / Math.cos((widest * Math.PI) / 180));
  return {
    south: circle.latitude - dLat,
    north: circle.latitude + dLat,
    west: circle.longitude - dLng,
    east: circle.longitude + dLng,
  };
}

function between(column: SQL, min: number | null, max: number | null): SQL[] {
  const conditions: SQL[] = [];
  if (min !== null) conditions.push(sql`${column} >= ${min}`);
  if (max !== null) conditions.push(sql`${column} <= ${max}`);
  return conditions;
}

/**
 * Listings not on the map that name the place: by town for a town or neighbourhood, by postcode for a
 * postcode place. `placement = 'unplaced'` first, so the small partial index properties_unplaced_idx serves it.
 */
function unplacedIn(place: { name: string; kind: PlaceKind }): SQL {
  const named =
    place.kind === "postcode"
      ? sql`${p.postcode} = ${place.name}`
      : place.kind === "postcode_district"
        ? sql`split_part(${p.postcode}, ' ', 1) = ${place.name}`
        : place.kind === "postcode_sector"
          ? sql`${p.postcode} like ${`${place.name}%`}`
          : sql`place_name_key(${p.town}) = place_name_key(${place.name})`;
  return sql`(${p.placement} = 'unplaced' and ${named})`;
}

/** The WHERE clause of a search; shared by the page query, the count and EXPLAIN in the benchmark. */
export function searchCondition(search: PropertySearch): SQL {
  const conditions: SQL[] = [
    search.agencyIds.length === 1
      ? eq(p.agencyId, search.agencyIds[0]!)
      : inArray(p.agencyId, [...search.agencyIds]),
    eq(p.channel, search.channel),
    // Withdrawn and held-back listings are never shown, whatever the status filter says.
    onPublicSite,
    ...(search.statuses ? [inArray(p.status, search.statuses)] : []),
    ...between(sql`${p.comparablePrice}`, search.minPrice, search.maxPrice),
    ...between(nightlyPrice, search.minNightlyPrice, search.maxNightlyPrice),
    ...between(sql`${p.bedrooms}`, search.minBeds, search.maxBeds),
    ...between(sql`${p.acreage}`, search.minAcreage, search.maxAcreage),
    ...between(sql`${p.squareFeet}`, search.minSquareFeet, search.maxSquareFeet),
  ];
  if (search.circle) {
    const { latitude, longitude, metres } = search.circle;
    // A latitude/longitude box first: plain columns the planner has statistics for, served by
    // properties_channel_status_position_idx (index-only for counts), where earth_box() over the GiST index
    // was estimated at 15 rows and cost 110 ms in a town of 30,000 listings (bench/README.md). The
    // great-circle distance then trims the box's corners.
    const box = boundingBox(search.circle);
    const inCircle = and(
      sql`${p.latitude} between ${box.south}::float8 and ${box.north}::float8`,
      sql`${p.longitude} between ${box.west}::float8 and ${box.east}::float8`,
      sql`earth_distance(ll_to_earth(${latitude}::float8, ${longitude}::float8), ll_to_earth(${p.latitude}, ${p.longitude})) <= ${metres}::float8`,
    )!;
    conditions.push(search.place ? or(inCircle, unplacedIn(search.place))! : inCircle);
  }
  if (search.polygon) {
    const corners = search.polygon.map(([x, y]) => `(${x},${y})`).join(",");
    conditions.push(sql`${p.location} <@ ${`(${corners})`}::polygon`);
  }
  if (search.postcodeCoverage) {
    // A coverage entry is an outward code ("BS8") or a postcode area ("BS"); "BS1" must not match "BS10".
    const outward = sql`split_part(${p.postcode}, ' ', 1)`;
    const area = sql`substring(${p.postcode} from '^[A-Z]+')`;
    const coverage = search.postcodeCoverage.length ? search.postcodeCoverage : [""];
    conditions.push(sql`(${inArray(outward, coverage)} or ${inArray(area, coverage)})`);
  }
  if (search.createdWithinDays !== null) {
    conditions.push(sql`${p.createdAt} >= now() - make_interval(days => ${search.createdWithinDays}::int)`);
  }
  if (search.updatedWithinDays !== null) {
    conditions.push(sql`${p.updatedAt} >= now() - make_interval(days => ${search.updatedWithinDays}::int)`);
  }
  if (search.includeTags.length) conditions.push(arrayContains(p.tags, search.includeTags));
  if (search.excludeTags.length) conditions.push(not(arrayOverlaps(p.tags, search.excludeTags)));
  if (search.text) {
    // Through the owner's function (migration 0038): under row-level security a query's own `@@` is matched row by
    // row, where the function reads the agency's part of the text index.
    const agencies =
      search.agencyIds.length === 1
        ? sql`${search.agencyIds[0]}::int`
        : sql`${`{${search.agencyIds.join(",")}}`}::int[]`;
    conditions.push(
      sql`${p.id} in (select openhouse_listings_matching_text(${agencies}, ${search.text}::text))`,
    );
  }
  if (search.auctionDate) conditions.push(eq(p.auctionDate, search.auctionDate));
  if (search.shortLets || search.minNightlyPrice !== null || search.maxNightlyPrice !== null) {
    conditions.push(eq(p.shortLet, true));
  }
  if (search.pets) conditions.push(eq(p.petsAllowed, true));
  if (search.branchId !== null) conditions.push(eq(p.branchId, search.branchId));
  return and(...conditions)!;
}

/**
 * The material information's charges a buyer cannot avoid (issue 41, drip pricing), for the card and the map's
 * pop-up to state with the price: only those keys, not the whole document, since a map reads a thousand rows.
 */
const priceCharges = sql<
  Pick<
    MaterialInformation,
    "serviceChargePerYear" | "groundRentPerYear" | "estateChargePerYear" | "reservationFee"
  >
>`jsonb_build_object(
  'serviceChargePerYear', ${p.materialInformation} -> 'serviceChargePerYear',
  'groundRentPerYear', ${p.materialInformation} -> 'groundRentPerYear',
  'estateChargePerYear', ${p.materialInformation} -> 'estateChargePerYear',
  'reservationFee', ${p.materialInformation} -> 'reservationFee'
)`;

/** Who markets a listing a group site shows: its member's name and branch (decision 034); null for its own. */
export type MarketedBy = { agency: string; branch: string | null };

/**
 * A card's credit, as a column of a query over properties: only for another agency's listing, which only a group
 * site's handle ever reads (its live members'), so any other site's card pays one comparison.
 */
export const marketedByColumn = sql<MarketedBy | null>`case when ${p.agencyId} <> openhouse_agency_id()
  then openhouse_marketed_by(${p.agencyId}, ${p.branchId}) end`;

/**
 * A media key as the site reading it names it: its own as stored, a group's member's under `members/{id}/`
 * (platform/media-stores.ts groupMediaStores serves those from the member's own folder).
 */
const mediaKeyAsSeen = (agency: SQL | AnyPgColumn, key: SQL | AnyPgColumn) =>
  sql`case when ${agency} = openhouse_agency_id() then ${key} else 'members/' || ${agency} || '/' || ${key} end`;

const cardColumns = {
  id: p.id,
  marketedBy: marketedByColumn,
  ...listingPriceColumns,
  // Only the charges' keys of the material information (the card states them with the price).
  materialInformation: priceCharges,
  status: p.status,
  displayAddress: p.displayAddress,
  bedrooms: p.bedrooms,
  bathrooms: p.bathrooms,
  receptionRooms: p.receptionRooms,
  createdAt: p.createdAt,
  tags: p.tags,
  exchangedPrice: p.exchangedPrice,
  disposal: p.disposal,
  auctionDate: p.auctionDate,
  propertyType: p.propertyType,
  acreage: p.acreage,
  latitude: p.latitude,
  longitude: p.longitude,
  reducedAt: p.reducedAt,
};

/** The rows of one page of a search, in order. */
export function selectSearchPage(db: Db, search: PropertySearch) {
  return db
    .select(cardColumns)
    .from(p)
    .where(searchCondition(search))
    .orderBy(...ORDER_BY[search.sort])
    .limit(search.limit)
    .offset(search.offset);
}
export type PropertyCardRow = Awaited<ReturnType<typeof selectSearchPage>>[number];
/** What a card is drawn from: a search's row, or a whole listing's, which names no member (it is the site's own). */
export type CardSourceRow = Omit<PropertyCardRow, "marketedBy"> & { marketedBy?: MarketedBy | null };

/**
 * A listing's first stored photo's media key, as a column of a query over properties (one index lookup a row).
 * Written out in full: in a lone table's select drizzle leaves columns unqualified, and `id` would then be the
 * photo's own.
 */
export const firstPhotoKey = sql<string | null>`(
    select ${mediaKeyAsSeen(sql.raw("m.agency_id"), sql.raw("m.media_key"))} from property_media m
    where m.agency_id = "properties"."agency_id" and m.property_id = "properties"."id" and m.kind = 'photo'
      and m.media_key is not null
    order by m.position, m.id limit 1)`;

/**
 * Every match of a search as a map point (issue 16), in the search's order, at most `limit` of them: what a
 * price text needs, the address and the key of the first photo.
 */
export function selectSearchMarkers(db: Db, search: PropertySearch, limit: number) {
  return (
    db
      .select({
        id: p.id,
        ...listingPriceColumns,
        materialInformation: priceCharges,
        displayAddress: p.displayAddress,
        latitude: p.latitude,
        longitude: p.longitude,
        photoKey: firstPhotoKey,
      })
      .from(p)
      // A listing not on the map (issue 36) is in the results but has no marker.
      .where(and(searchCondition(search), isNotNull(p.latitude), isNotNull(p.longitude)))
      .orderBy(...ORDER_BY[search.sort])
      .limit(limit)
  );
}
export type SearchMarkerRow = Awaited<ReturnType<typeof selectSearchMarkers>>[number];

/** How many listings match, counting no further than `cap` (capped: true when there are more). */
export async function countSearch(
  db: Db,
  search: PropertySearch,
  cap: number,
): Promise<{ count: number; capped: boolean }> {
  const matches = db
    .select({ one: sql`1` })
    .from(p)
    .where(searchCondition(search))
    .limit(cap + 1)
    .as("matches");
  const [row] = await db.select({ n: count() }).from(matches);
  const n = row?.n ?? 0;
  return n > cap ? { count: cap, capped: true } : { count: n, capped: false };
}

export type CardPhoto = { propertyId: number; mediaKey: string; caption: string | null };

/** The photos of several listings at once, each listing's in display order. */
export async function selectCardPhotos(db: Db, propertyIds: number[]): Promise<CardPhoto[]> {
  if (!propertyIds.length) return [];
  const rows = await db
    .select({
      propertyId: propertyMedia.propertyId,
      mediaKey: sql<string | null>`${mediaKeyAsSeen(propertyMedia.agencyId, propertyMedia.mediaKey)}`,
      caption: propertyMedia.caption,
    })
    .from(propertyMedia)
    .where(
      and(
        listingRows(db, propertyMedia.agencyId),
        inArray(propertyMedia.propertyId, propertyIds),
        eq(propertyMedia.kind, "photo"),
      ),
    )
    // The id settles equal positions, so the card and the map's marker agree on the first photo.
    .orderBy(asc(propertyMedia.propertyId), asc(propertyMedia.position), asc(propertyMedia.id));
  return rows.filter((row): row is CardPhoto => row.mediaKey !== null);
}

/** A branch's postcode coverage (area-{N}), or null when there is no such branch. */
export async function selectBranchCoverage(db: Db, branchId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ coverage: branches.postcodeCoverage })
    .from(branches)
    .where(and(listingRows(db, branches.agencyId), eq(branches.id, branchId)));
  return row ? row.coverage : null;
}

/** A search's matches grouped by bedrooms with their asking prices (a place's landing page, issue 18). */
export async function selectPricesByBedrooms(db: Db, search: PropertySearch): Promise<BedroomPrices[]> {
  const rows = await db
    .select({
      bedrooms: p.bedrooms,
      count: count(),
      median: sql<
        number | null
      >`round(percentile_cont(0.5) within group (order by ${p.comparablePrice}))::int`,
      lowest: sql<number | null>`min(${p.comparablePrice})`,
      highest: sql<number | null>`max(${p.comparablePrice})`,
    })
    .from(p)
    .where(searchCondition(search))
    .groupBy(p.bedrooms)
    .orderBy(sql`${p.bedrooms} asc nulls last`);
  return rows.map((row) => ({
    bedrooms: row.bedrooms,
    count: Number(row.count),
    median: row.median === null ? null : Number(row.median),
    lowest: row.lowest === null ? null : Number(row.lowest),
    highest: row.highest === null ? null : Number(row.highest),
  }));
}
