// Where a search is (issue 18): the place its URL names by gid- or by slug, or the places a slug could mean.
// Slugs are resolved here, on the server, against the gazetteer: the browser only carries them.
// - `/search/sales/bristol`: the place holding that slug.
// - `/search/sales/bristol/clifton`, Homeflow's `brighton-and-hove/brighton`: the place named by the last
//   word, told apart from its namesakes by the earlier words (its town or county).
// - A word several places' names share ("newport"), or a contradiction ("bristol/clifton" with no Clifton in
//   Bristol): the chooser, 200, with the candidates. A word no place has: the chooser, 404, with the places
//   the words find as typed text (docs/search-urls.md).
import type { Db } from "../../../db/client.ts";
import { selectPlaceBySlug, selectPlacesNamedBySlug, selectSlugsOf } from "../../../db/repos/place-slugs.ts";
import { selectPlacesByIds, type PlaceRow } from "../../../db/repos/places.ts";
import { regionSlugs } from "../model/place-slugs.ts";
import { slugify } from "../../../domain/slug.ts";
import type { SearchCriteria } from "../model/criteria.ts";
import type { SearchPlace } from "../model/results.ts";
import { buildSearchPath, type SearchPathOptions } from "../model/url.ts";
import { PLACE_SUGGESTIONS, placeById, searchPlace, suggestPlaces } from "./places.ts";
import { SearchInputError } from "./search.ts";

export type SearchLocation =
  | { kind: "found"; criteria: SearchCriteria; place: SearchPlace | null }
  | {
      kind: "choose";
      /** The slugs as the URL gave them. */
      words: string[];
      choices: SearchPlace[];
      /** True when some place does go by those words (200); false for words no place has (404). */
      known: boolean;
    };

type Resolution =
  { kind: "place"; place: PlaceRow } | { kind: "choose"; choices: PlaceRow[]; known: boolean };

const KIND_ORDER: Record<PlaceRow["kind"], number> = {
  town: 0,
  neighbourhood: 1,
  postcode_district: 2,
  postcode_sector: 3,
  postcode: 4,
};

function distinct(rows: readonly PlaceRow[]): PlaceRow[] {
  const seen = new Set<number>();
  return rows
    .filter((row) => !seen.has(row.id) && seen.add(row.id))
    .sort(
      (a, b) =>
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        a.name.localeCompare(b.name, "en-GB") ||
        a.countyName.localeCompare(b.countyName, "en-GB") ||
        a.id - b.id,
    )
    .slice(0, PLACE_SUGGESTIONS);
}

/** The place location slugs name, or the places to choose from. */
export async function resolvePlaceSlugs(db: Db, words: readonly string[]): Promise<Resolution> {
  const last = words.at(-1)!;
  const context = words.slice(0, -1);
  const [exact, named] = await Promise.all([selectPlaceBySlug(db, last), selectPlacesNamedBySlug(db, words)]);
  const namesakes = named.filter((row) => slugify(row.name) === last);
  if (!context.length) {
    if (exact) return { kind: "place", place: exact };
    if (namesakes.length === 1) return { kind: "place", place: namesakes[0]! };
    if (namesakes.length > 1) return { kind: "choose", choices: distinct(namesakes), known: true };
  } else {
    const candidates = distinct([...(exact ? [exact] : []), ...namesakes]);
    const narrowed = candidates.filter((row) =>
      context.every((word) => regionSlugs(row.countyName).includes(word)),
    );
    if (narrowed.length === 1) return { kind: "place", place: narrowed[0]! };
    if (narrowed.length > 1) return { kind: "choose", choices: narrowed, known: true };
    // "bristol/clifton" with no Clifton in Bristol: the Cliftons there are, and the places the other words name.
    const contextPlaces = await Promise.all(context.map((word) => selectPlaceBySlug(db, word)));
    const contextNamed = named.filter((row) => context.includes(slugify(row.name)));
    const offered = distinct([
      ...candidates,
      ...contextPlaces.filter((row) => row !== null),
      ...contextNamed,
    ]);
    if (offered.length) return { kind: "choose", choices: offered, known: true };
  }
  // No place goes by these words: what the location search finds for them as typed text.
  const suggestions = await suggestPlaces(db, words.join(" ").replace(/-/g, " "));
  const rows = await selectPlacesByIds(
    db,
    suggestions.map(([, id]) => id),
  );
  const order = new Map(suggestions.map(([, id], index) => [id, index]));
  return {
    kind: "choose",
    choices: rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!),
    known: false,
  };
}

/**
 * The place of a parsed search: its gid- place (an unknown id is a SearchInputError, as the search itself
 * would find), its slugs' place, or the chooser. A gid- given beside slugs wins (Homeflow's links label it).
 */
export async function locateSearch(
  db: Db,
  parsed: { criteria: SearchCriteria; placeSlugs: readonly string[] },
): Promise<SearchLocation> {
  const { criteria, placeSlugs } = parsed;
  if (criteria.placeId !== null) {
    const place = await placeById(db, criteria.placeId);
    if (!place) throw new SearchInputError(`There is no place with id ${criteria.placeId}.`);
    return { kind: "found", criteria, place };
  }
  if (!placeSlugs.length) return { kind: "found", criteria, place: null };
  const resolution = await resolvePlaceSlugs(db, placeSlugs);
  if (resolution.kind === "place") {
    return {
      kind: "found",
      criteria: { ...criteria, placeId: resolution.place.id },
      place: searchPlace(resolution.place),
    };
  }
  return {
    kind: "choose",
    words: [...placeSlugs],
    choices: resolution.choices.map(searchPlace),
    known: resolution.known,
  };
}

/**
 * The canonical path of a search built on the server from criteria alone (saved searches, alerts, similar
 * homes): the place by its slug when it has one, so the link needs no redirect.
 */
export async function canonicalSearchPath(
  db: Db,
  criteria: SearchCriteria,
  options: Omit<SearchPathOptions, "place"> = {},
): Promise<string> {
  if (criteria.placeId === null) return buildSearchPath(criteria, options);
  const slug = (await selectSlugsOf(db, [criteria.placeId])).get(criteria.placeId) ?? null;
  return buildSearchPath(criteria, { ...options, place: { place_id: criteria.placeId, slug } });
}

/**
 * Where the query form and the legacy links send a visitor (301): the search's canonical path, or, when its
 * slugs name no one place, the path that shows the chooser. A place id that does not exist keeps its gid-
 * path, whose page answers 404.
 */
export async function redirectPathOf(
  db: Db,
  parsed: { criteria: SearchCriteria; placeSlugs: readonly string[] },
  options: { map?: boolean } = {},
): Promise<string> {
  try {
    const location = await locateSearch(db, parsed);
    if (location.kind === "choose")
      return buildSearchPath(parsed.criteria, { ...options, slugs: location.words });
    return buildSearchPath(location.criteria, { ...options, place: location.place });
  } catch (error) {
    if (error instanceof SearchInputError) return buildSearchPath(parsed.criteria, options);
    throw error;
  }
}

/** Why the JSON call cannot run a search whose slugs name no one place (400). */
export function chooserError(location: Extract<SearchLocation, { kind: "choose" }>): string {
  const words = `"${location.words.join("/")}"`;
  if (!location.known) return `the location ${words} names no known place`;
  const slugs = location.choices.map((place) => place.slug ?? `gid-${place.place_id}`);
  return `the location ${words} names several places: ${slugs.join(", ")}`;
}
