// Which places have listings around them (issue 18): a place's landing page is worth linking to, and
// listing in the sitemap, only when its own search finds something. "Around" is the search's own circle
// (modules/search/use-cases/search.ts DEFAULT_PLACE_RADIUS_MILES), so a place here always has a non-empty landing page.
import { and, inArray, isNotNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../client.ts";
import { listingRows } from "../agency-scope.ts";
import type { SearchChannel } from "../../modules/search/model/criteria.ts";
import { places, properties } from "../schema.ts";
import { selectPlacesNearWhere, type PlaceRow } from "./places.ts";
import { rowsOf } from "../rows.ts";

export type PlaceWithListings = Pick<
  PlaceRow,
  "id" | "name" | "countyName" | "kind" | "latitude" | "longitude"
> & {
  slug: string;
  channel: SearchChannel;
};

// Degrees of latitude per metre (the same constant the search's bounding box uses, with its 1% margin).
const METRES_PER_DEGREE_LATITUDE = 111_132;

const pr = alias(properties, "pr");

/**
 * Every slugged place with at least one available listing of a channel within `metres` of it. Only places
 * inside the listings' own box (widened by the radius) are probed, each with an index range on
 * properties_channel_status_position_idx, so a regional agency's run reads its region, not the country.
 */
export async function selectPlacesWithListings(db: Db, metres: number): Promise<PlaceWithListings[]> {
  const dLat = (metres / METRES_PER_DEGREE_LATITUDE) * 1.01;
  const result = await db.execute(sql`
    with listed as (
      select channel, min(latitude) as south, max(latitude) as north, min(longitude) as west,
        max(longitude) as east
      from properties where ${listingRows(db, properties.agencyId)} and status = 'available' and not held_back
      group by channel)
    select p.id, p.name, p.county_name as "countyName", p.kind, p.latitude, p.longitude, p.slug, l.channel
    from listed l
    join places p on p.slug is not null
      and p.latitude between l.south - ${dLat}::float8 and l.north + ${dLat}::float8
      and p.longitude between l.west - ${dLat}::float8 / cos(radians(least(abs(p.latitude) + ${dLat}::float8, 89)))
        and l.east + ${dLat}::float8 / cos(radians(least(abs(p.latitude) + ${dLat}::float8, 89)))
    where exists (
      select 1 from properties pr
      where ${listingRows(db, pr.agencyId)} and pr.channel = l.channel and pr.status = 'available' and not pr.held_back
        and pr.latitude between p.latitude - ${dLat}::float8 and p.latitude + ${dLat}::float8
        and pr.longitude between p.longitude - ${dLat}::float8 / cos(radians(least(abs(p.latitude) + ${dLat}::float8, 89)))
          and p.longitude + ${dLat}::float8 / cos(radians(least(abs(p.latitude) + ${dLat}::float8, 89)))
        and earth_distance(ll_to_earth(p.latitude, p.longitude), ll_to_earth(pr.latitude, pr.longitude))
          <= ${metres}::float8)
    order by l.channel, p.id`);
  return rowsOf<PlaceWithListings>(result).map((row) => ({
    ...row,
    id: Number(row.id),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  }));
}

/**
 * How many available listings of a channel lie within `metres` of each of these places (the count a landing
 * page shows), for ranking a handful of places, never the whole table.
 */
export async function countListingsAround(
  db: Db,
  placeIds: readonly number[],
  channel: SearchChannel,
  metres: number,
): Promise<Map<number, number>> {
  if (!placeIds.length) return new Map();
  const dLat = (metres / METRES_PER_DEGREE_LATITUDE) * 1.01;
  const result = await db.execute(sql`
    select p.id, (
      select count(*) from properties pr
      where ${listingRows(db, pr.agencyId)} and pr.channel = ${channel} and pr.status = 'available' and not pr.held_back
        and pr.latitude between p.latitude - ${dLat}::float8 and p.latitude + ${dLat}::float8
        and earth_distance(ll_to_earth(p.latitude, p.longitude), ll_to_earth(pr.latitude, pr.longitude))
          <= ${metres}::float8)::int as n
    from places p where p.id in ${sql`(${sql.join(
      placeIds.map((id) => sql`${id}`),
      sql`, `,
    )})`}`);
  return new Map(rowsOf<{ id: number; n: number }>(result).map((row) => [Number(row.id), Number(row.n)]));
}

/** The slugged places of these kinds nearest a point, nearest first (a KNN scan of places_earth_gist). */
export async function selectSluggedPlacesNear(
  db: Db,
  point: { latitude: number; longitude: number },
  kinds: readonly PlaceRow["kind"][],
  limit: number,
): Promise<PlaceRow[]> {
  return selectPlacesNearWhere(
    db,
    point,
    and(isNotNull(places.slug), inArray(places.kind, [...kinds])),
    limit,
  );
}
