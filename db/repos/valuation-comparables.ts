// The rows behind the Instant Valuation (issue 5 item 3; the rules are in modules/open-data/model/valuation-estimate.ts):
// where a postcode is, judged by the agency's own listings there, and the listings comparable with a home.
import { and, asc, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "../client.ts";
import { listingRows } from "../agency-scope.ts";
import { properties as p } from "../schema.ts";
import { onPublicSite } from "../listing-columns.ts";
import { boundingBox } from "../../modules/search/index.ts";

export type PostcodeCentre = {
  latitude: number;
  longitude: number;
  precision: "postcode" | "sector" | "district";
};

/**
 * The centre of a postcode, taken from the listings in it: the full postcode's, else its sector's, else its
 * district's. Null when the agency has never listed anything in the district. One pass over the district.
 */
export async function selectPostcodeCentre(
  db: Db,
  postcode: { full: string; sector: string; outward: string },
): Promise<PostcodeCentre | null> {
  const compact = sql`replace(${p.postcode}, ' ', '')`;
  const inFull = sql`${compact} = ${postcode.full.replace(/ /g, "")}`;
  const inSector = sql`${p.postcode} like ${`${postcode.sector}%`}`;
  const [row] = await db
    .select({
      full: sql<number>`count(*) filter (where ${inFull})::int`,
      fullLat: sql<number | null>`avg(${p.latitude}) filter (where ${inFull})`,
      fullLng: sql<number | null>`avg(${p.longitude}) filter (where ${inFull})`,
      sector: sql<number>`count(*) filter (where ${inSector})::int`,
      sectorLat: sql<number | null>`avg(${p.latitude}) filter (where ${inSector})`,
      sectorLng: sql<number | null>`avg(${p.longitude}) filter (where ${inSector})`,
      district: sql<number>`count(*)::int`,
      districtLat: sql<number | null>`avg(${p.latitude})`,
      districtLng: sql<number | null>`avg(${p.longitude})`,
    })
    .from(p)
    .where(and(listingRows(db, p.agencyId), eq(sql`split_part(${p.postcode}, ' ', 1)`, postcode.outward)));
  if (!row) return null;
  const at = (lat: unknown, lng: unknown, precision: PostcodeCentre["precision"]) => ({
    latitude: Number(lat),
    longitude: Number(lng),
    precision,
  });
  if (row.full > 0) return at(row.fullLat, row.fullLng, "postcode");
  if (row.sector > 0) return at(row.sectorLat, row.sectorLng, "sector");
  if (row.district > 0) return at(row.districtLat, row.districtLng, "district");
  return null;
}

export type ComparableRow = {
  channel: "sales" | "lettings";
  status: string;
  price: number;
  exchangedPrice: number | null;
  bedrooms: number;
  createdAt: Date;
  distance: number;
};

/**
 * Listings of the given types with bedrooms in [minBeds, maxBeds], priced outright (sales) or per month
 * (lettings), listed since `since`, within `metres` of the centre: nearest first, at most `limit`.
 * The latitude/longitude box is served by properties_channel_status_position_idx, as radius searches are.
 */
export async function selectComparableListings(
  db: Db,
  args: {
    latitude: number;
    longitude: number;
    metres: number;
    types: readonly string[];
    minBeds: number;
    maxBeds: number;
    since: Date;
    limit: number;
  },
): Promise<ComparableRow[]> {
  const box = boundingBox(args);
  const distance = sql<number>`earth_distance(ll_to_earth(${args.latitude}::float8, ${args.longitude}::float8), ll_to_earth(${p.latitude}, ${p.longitude}))`;
  const rows = await db
    .select({
      channel: p.channel,
      status: p.status,
      price: p.price,
      exchangedPrice: p.exchangedPrice,
      bedrooms: p.bedrooms,
      createdAt: p.createdAt,
      distance,
    })
    .from(p)
    .where(
      and(
        listingRows(db, p.agencyId),
        inArray(p.channel, ["sales", "lettings"]),
        onPublicSite,
        sql`${p.latitude} between ${box.south}::float8 and ${box.north}::float8`,
        sql`${p.longitude} between ${box.west}::float8 and ${box.east}::float8`,
        sql`${distance} <= ${args.metres}::float8`,
        inArray(p.propertyType, [...args.types]),
        gte(p.bedrooms, args.minBeds),
        lte(p.bedrooms, args.maxBeds),
        eq(p.poa, false),
        isNotNull(p.price),
        // Outright sales and monthly rents only; nightly short lets are another market.
        inArray(p.priceFrequency, ["outright", "pcm"]),
        eq(p.shortLet, false),
        gte(p.createdAt, args.since),
      ),
    )
    .orderBy(asc(distance))
    .limit(args.limit);
  return rows.map((row) => ({ ...row, price: row.price!, distance: Number(row.distance) }));
}
