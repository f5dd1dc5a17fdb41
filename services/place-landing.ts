// A place's landing page (issue 18 item 3): the canonical search of a place with no filter
// (/search/sales/bristol) also says what the place's market looks like — asking prices by bedrooms, the
// branch that covers it, the agency's intro text for it, nearby places and the other channel. Public data
// only: the page is the same for every visitor and may be cached (docs/decisions/014).
import {
  selectBranchById,
  selectBranchCoverages,
  branchAddress,
  coveringBranch,
} from "../modules/branches/index.ts";
import { selectSluggedPlacesNear } from "../db/repos/place-listings.ts";
import type { PlaceRow } from "../db/repos/places.ts";
import { landingLink, listedPlaces, resolveSearch, selectPricesByBedrooms } from "../modules/search/index.ts";
import { metresBetween } from "../domain/geo-distance.ts";
import { formatPounds } from "../domain/pricing.ts";
import type { SearchChannel, SearchCriteria } from "../modules/search/model/criteria.ts";
import type {
  BedroomPrices,
  LandingBranch,
  PlaceLanding,
  SearchPlace,
  SearchResults,
} from "../modules/search/model/results.ts";
import { buildSegments } from "../modules/search/model/segments.ts";
import { channelWords, resultCountText } from "../modules/search/model/title.ts";
import { branchPath } from "../domain/urls.ts";
import type { Services } from "../platform/services.ts";
import { getSiteContent } from "../modules/content/index.ts";

const NEARBY_LINKS = 6;
/** Nearby candidates read before keeping those with listings. */
const NEARBY_CANDIDATES = 40;
/** A town's postcode district is the nearest district centroid, if one is this close. */
const DISTRICT_WITHIN_METRES = 5_000;

/** The canonical search of a place with nothing else chosen: page 1, no filter, no sort, no branch. */
export function isLandingSearch(criteria: SearchCriteria): boolean {
  return criteria.placeId !== null && criteria.branchId === null && buildSegments(criteria).length === 1;
}

const NEARBY_KINDS: Record<PlaceRow["kind"], PlaceRow["kind"][]> = {
  town: ["town", "neighbourhood"],
  neighbourhood: ["town", "neighbourhood"],
  postcode_district: ["postcode_district"],
  postcode_sector: ["postcode_sector"],
  postcode: ["postcode_sector"],
};

const otherChannel = (channel: SearchChannel): SearchChannel => (channel === "sales" ? "lettings" : "sales");

/** The postcode district a place lies in: its own for postcode areas, else the nearest district's. */
async function districtOf(services: Services, place: SearchPlace) {
  if (place.kind !== "town" && place.kind !== "neighbourhood") return place.name.split(" ")[0]!;
  const [nearest] = await selectSluggedPlacesNear(services.db, place, ["postcode_district"], 1);
  return nearest && metresBetween(nearest, place) <= DISTRICT_WITHIN_METRES ? nearest.name : null;
}

/** design §4: the branch whose postcode coverage holds the place's district (longest match). */
async function branchCovering(
  services: Services,
  place: SearchPlace,
  channel: SearchChannel,
): Promise<LandingBranch | null> {
  const district = await districtOf(services, place);
  if (!district) return null;
  const area = /^[A-Z]+/.exec(district)?.[0] ?? district;
  const covering = coveringBranch({ area, outward: district }, await selectBranchCoverages(services.db));
  const branch = covering && (await selectBranchById(services.db, covering.id));
  if (!branch) return null;
  const channelNumber = channel === "sales" ? branch.salesTelephone : branch.lettingsTelephone;
  return {
    name: branch.name,
    path: branchPath(branch.slug),
    address: branchAddress(branch),
    telephone: channelNumber ?? branch.telephone,
    email: branch.email,
  };
}

function describe(
  title: string,
  results: SearchResults,
  channel: SearchChannel,
  prices: BedroomPrices[],
  branch: LandingBranch | null,
): string {
  const { total_count, total_count_is_capped } = results.pagination;
  const priced = prices.flatMap((row) => [row.lowest, row.highest]).filter((n): n is number => n !== null);
  const suffix = channel === "lettings" ? " pcm" : "";
  const range = priced.length
    ? `, asking ${formatPounds(Math.min(...priced))}${suffix} to ${formatPounds(Math.max(...priced))}${suffix}`
    : "";
  const contact = branch ? ` Our ${branch.name} branch covers it: ${branch.telephone}.` : "";
  return `${title}: ${resultCountText(total_count, channel, total_count_is_capped)}${range}.${contact}`;
}

/** What a landing page adds to the results of its search. */
export async function placeLanding(
  services: Services,
  criteria: SearchCriteria,
  place: SearchPlace,
  title: string,
  results: SearchResults,
): Promise<{ landing: PlaceLanding; description: string }> {
  const { db } = services;
  const channel = criteria.channel;
  const [search, content, listed, branch, near] = await Promise.all([
    resolveSearch(services, criteria),
    getSiteContent(db),
    listedPlaces(db),
    branchCovering(services, place, channel),
    selectSluggedPlacesNear(db, place, NEARBY_KINDS[place.kind], NEARBY_CANDIDATES),
  ]);
  const prices = await selectPricesByBedrooms(db, search);
  const intro = place.slug ? content.placePages?.intros[place.slug] : undefined;
  const other = otherChannel(channel);
  const otherListed = listed[other].get(place.place_id);
  const landing: PlaceLanding = {
    intro: intro ? intro.split(/\n\s*\n/).map((paragraph) => paragraph.trim()) : [],
    prices,
    pricesCaption: `Asking prices of property ${channelWords(channel)} in ${place.title}, by number of bedrooms`,
    branch,
    nearby: near
      .filter((row) => row.id !== place.place_id && listed[channel].has(row.id))
      .slice(0, NEARBY_LINKS)
      .map((row) => landingLink({ ...row, slug: row.slug! }, channel)),
    otherChannel: otherListed ? landingLink(otherListed, other) : null,
  };
  return { landing, description: describe(title, results, channel, prices, branch) };
}
