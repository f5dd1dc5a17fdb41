// Places whose landing page has listings (issue 18): the sitemap lists them, landing pages link to the
// nearby ones, branch pages to the ones they cover, and the footer's "Popular searches" to the busiest towns.
// Worked out once for all of them and cached; a feed import, content load or seed flushes it at once
// (platform/change-notices.ts), so a new listing's place shows within minutes at worst.
import type { Db } from "../../../db/client.ts";
import {
  countListingsAround,
  selectPlacesWithListings,
  type PlaceWithListings,
} from "../../../db/repos/place-listings.ts";
import { selectPlaceBySlug } from "../../../db/repos/place-slugs.ts";
import { metresBetween } from "../../../domain/geo-distance.ts";
import { placeHeadingName } from "../model/place-slugs.ts";
import { CHANNELS, EMPTY_CRITERIA, type SearchChannel } from "../model/criteria.ts";
import { searchTitle } from "../model/title.ts";
import { buildSearchPath } from "../model/url.ts";
import type { PlaceLink } from "../model/results.ts";
import type { PlacePages } from "../../content/model/site-content.ts";
import { DEFAULT_PLACE_RADIUS_MILES, METRES_PER_MILE } from "./search.ts";
import {
  SITE_CONTENT_TTL_MS,
  cachedPerDb,
  getSiteContent,
  refreshedInBackgroundPerDb,
} from "../../content/index.ts";

const PLACES_TTL_MS = 10 * 60_000;
const RADIUS_METRES = DEFAULT_PLACE_RADIUS_MILES * METRES_PER_MILE;

export type ListedPlaces = Record<SearchChannel, Map<number, PlaceWithListings>>;

/** By channel, every slugged place with an available listing within its search's default radius. */
export const listedPlaces = cachedPerDb(async (db: Db): Promise<ListedPlaces> => {
  const listed: ListedPlaces = { sales: new Map(), lettings: new Map() };
  for (const row of await selectPlacesWithListings(db, RADIUS_METRES)) listed[row.channel].set(row.id, row);
  return listed;
}, PLACES_TTL_MS);

// The branch pages' place links (branchPlaceLinks) may lag a change by a few seconds: after an edit the previous
// places are shown while they are counted again in the background, so the page does not wait for the count
// (6.8 s after a branch edit with 100,000 listings, bench/admin.ts).
const placesForLinks = refreshedInBackgroundPerDb((db: Db) => listedPlaces(db), PLACES_TTL_MS);

/** The landing page of a place for a channel: its path and its heading. */
export function landingLink(
  place: { id: number; slug: string; name: string; countyName: string; kind: string },
  channel: SearchChannel,
): PlaceLink {
  const criteria = { ...EMPTY_CRITERIA, tags: [], channel, placeId: place.id };
  return {
    title: searchTitle(criteria, placeHeadingName(place)),
    path: buildSearchPath(criteria, { place: { place_id: place.id, slug: place.slug } }),
  };
}

const POPULAR_PER_CHANNEL = 4;

/**
 * The footer's "Popular searches": the content's own list when it has one (slugs that no longer name a place
 * are skipped), else the towns with the most listings, four a channel, sales first.
 */
export const popularSearches = cachedPerDb(async (db: Db): Promise<PlaceLink[]> => {
  const chosen: PlacePages["popularSearches"] = (await getSiteContent(db)).placePages?.popularSearches;
  if (!chosen) return busiestTowns(db);
  const places = await Promise.all(chosen.map(({ slug }) => selectPlaceBySlug(db, slug)));
  return chosen.flatMap(({ channel }, i) => {
    const place = places[i];
    return place?.slug ? [landingLink({ ...place, slug: place.slug }, channel)] : [];
  });
}, SITE_CONTENT_TTL_MS);

// Every page's footer shows these: after a listing edit the previous towns are shown while they are counted
// again in the background (seconds with 100,000 listings), since a listing rarely changes which towns lead.
const busiestTowns = refreshedInBackgroundPerDb(async (db: Db): Promise<PlaceLink[]> => {
  const listed = await listedPlaces(db);
  const links: PlaceLink[] = [];
  for (const channel of CHANNELS) {
    const towns = [...listed[channel].values()].filter((place) => place.kind === "town");
    const counts = await countListingsAround(
      db,
      towns.map((town) => town.id),
      channel,
      RADIUS_METRES,
    );
    towns
      .sort((a, b) => (counts.get(b.id) ?? 0) - (counts.get(a.id) ?? 0) || a.id - b.id)
      .slice(0, POPULAR_PER_CHANNEL)
      .forEach((town) => links.push(landingLink(town, channel)));
  }
  return links;
}, PLACES_TTL_MS);

/** A branch page's links: the named places nearest the office and the districts it covers (issue 18). */
const NEAR_BRANCH_METRES = 5_000;
const NAMED_NEAR_BRANCH = 3;
const DISTRICTS_OF_BRANCH = 6;

export async function branchPlaceLinks(
  db: Db,
  branch: { latitude: number; longitude: number; postcodeCoverage: readonly string[] },
): Promise<PlaceLink[]> {
  const listed = await placesForLinks(db);
  const coverage = new Set(branch.postcodeCoverage.map((entry) => entry.toUpperCase()));
  const covers = (district: string) =>
    coverage.has(district) || coverage.has(/^[A-Z]+/.exec(district)?.[0] ?? "");
  return CHANNELS.flatMap((channel) => {
    const places = [...listed[channel].values()];
    const named = places
      .filter((place) => place.kind === "town" || place.kind === "neighbourhood")
      .map((place) => ({ place, metres: metresBetween(place, branch) }))
      .filter(({ metres }) => metres <= NEAR_BRANCH_METRES)
      .sort((a, b) => a.metres - b.metres || a.place.id - b.place.id)
      .slice(0, NAMED_NEAR_BRANCH)
      .map(({ place }) => place);
    const districts = places
      .filter((place) => place.kind === "postcode_district" && covers(place.name))
      .sort((a, b) => a.name.localeCompare(b.name, "en-GB", { numeric: true }))
      .slice(0, DISTRICTS_OF_BRANCH);
    return [...named, ...districts].map((place) => landingLink(place, channel));
  });
}
