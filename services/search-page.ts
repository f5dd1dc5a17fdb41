// The results page (/search/{channel}/…) as one use case (design §5, issue 18): where the search is (its
// gid- place, its slugs' place, or the places a slug may mean), its one canonical path, its results, and
// for a place's own search (a landing page) what the place's market looks like.
import type { SearchCriteria } from "../modules/search/model/criteria.ts";
import type { PlaceChooserData, SearchPageData, SearchPlace } from "../modules/search/model/results.ts";
import { marketWords, resultCountText, searchTitle } from "../modules/search/model/title.ts";
import { buildSearchPath } from "../modules/search/model/url.ts";
import type { Services } from "../platform/services.ts";
import { isLandingSearch, placeLanding } from "./place-landing.ts";
import { locateSearch, placeLabel, SearchInputError, visitorSearch } from "../modules/search/index.ts";
import type { SearchEvent } from "../modules/search/model/search-event.ts";

export type SearchPageOutcome =
  /** `event`: the search's event for the reports (null on a further page), for the host to record. */
  | { kind: "page"; data: SearchPageData; event: SearchEvent | null }
  | { kind: "chooser"; data: PlaceChooserData; status: 200 | 404 }
  /** A path that is not this search's canonical one: 301 to `path` (the caller keeps the query). */
  | { kind: "redirect"; path: string }
  /** A place id or area that does not exist, or a polygon that is not one. */
  | { kind: "not-found" };

const labelOf = (place: SearchPlace) => placeLabel({ name: place.name, countyName: place.county_name });

function chooser(
  criteria: SearchCriteria,
  words: string[],
  choices: SearchPlace[],
  known: boolean,
): PlaceChooserData {
  const search = { ...criteria, page: 1 };
  const quoted = `“${words.join(" ")}”`;
  return {
    kind: "chooser",
    title: known ? `Which ${quoted} do you mean?` : `No place called ${quoted}`,
    words,
    known,
    choicesHeading: known
      ? `Choose a place to see property ${marketWords(criteria.channel, criteria.status)}`
      : "Did you mean one of these places?",
    channel: criteria.channel,
    choices: choices.map((place) => ({
      title: labelOf(place),
      path: buildSearchPath({ ...search, placeId: place.place_id }, { place }),
    })),
    everywhere: { title: searchTitle(search, null), path: buildSearchPath(search) },
  };
}

export async function getSearchPage(
  services: Services,
  parsed: { criteria: SearchCriteria; placeSlugs: readonly string[] },
  pathname: string,
): Promise<SearchPageOutcome> {
  try {
    const location = await locateSearch(services.db, parsed);
    if (location.kind === "choose") {
      const data = chooser(parsed.criteria, location.words, location.choices, location.known);
      return { kind: "chooser", data, status: location.known ? 200 : 404 };
    }
    const { criteria, place } = location;
    const canonicalPath = buildSearchPath(criteria, { place });
    if (pathname !== canonicalPath) return { kind: "redirect", path: canonicalPath };
    const { results, event } = await visitorSearch(services, criteria, place);
    const title = searchTitle(criteria, place?.title ?? null);
    const { total_count, total_count_is_capped } = results.pagination;
    const countText = resultCountText(total_count, criteria.channel, total_count_is_capped, criteria.status);
    const landing =
      place && isLandingSearch(criteria)
        ? await placeLanding(services, criteria, place, title, results)
        : null;
    return {
      kind: "page",
      event,
      data: {
        kind: "results",
        criteria,
        results,
        place,
        canonicalUrl: new URL(canonicalPath, services.config.publicUrl).href,
        now: Date.now(),
        title,
        description:
          landing?.description ??
          `${countText}${place ? ` in ${place.title}` : ""}. Search by price, bedrooms, property type and more.`,
        countText,
        savedTitle: searchTitle({ ...criteria, page: 1 }, place?.title ?? null),
        savedPath: buildSearchPath({ ...criteria, page: 1 }),
        landing: landing?.landing ?? null,
      },
    };
  } catch (error) {
    if (error instanceof SearchInputError) return { kind: "not-found" };
    throw error;
  }
}
