// Words for a search: the page title and heading ("3 bedroom houses for sale in Bristol") and the result
// count ("123 properties for sale"). Spec §9 wording: 'for sale' / 'to let'; a status filter's search says
// what it shows instead, in the words of the card tags (spec §4: 'Under offer', 'Let Agreed', 'SSTC', 'Let').
import type { SearchChannel, SearchCriteria, StatusFilter } from "./criteria.ts";
import { groupThousands } from "../../../domain/number-format.ts";

export const channelWords = (channel: SearchChannel) => (channel === "sales" ? "for sale" : "to let");

/**
 * What the listings of a search are: "for sale", "to let", or for a status filter (design §5 status-…)
 * what it shows, so a sold search never says "for sale" (issue 16). The statuses per filter are
 * modules/search/use-cases/search.ts STATUSES_OF_FILTER's; an agreed let is the lettings form of an offer.
 */
export function marketWords(channel: SearchChannel, status: StatusFilter | null = null): string {
  const sales = channel === "sales";
  switch (status) {
    case null:
    case "available":
      return channelWords(channel);
    case "sold":
      return "sold or SSTC";
    case "let":
      return "let or let agreed";
    case "under-offer":
      return sales ? "under offer" : "let agreed";
    case "all":
      return sales ? "for sale, under offer or sold" : "to let, let agreed or let";
  }
}

const TYPE_NOUNS: Record<string, string> = {
  house: "houses",
  flat: "flats",
  bungalow: "bungalows",
  land: "land",
  commercial: "commercial property",
  "new home": "new homes",
};

function bedroomWords({ minBeds, maxBeds }: Pick<SearchCriteria, "minBeds" | "maxBeds">): string | null {
  const beds = (n: number) => (n === 0 ? "studio" : `${n} bedroom`);
  if (minBeds !== null && minBeds === maxBeds) return beds(minBeds);
  if (minBeds !== null && maxBeds !== null) return `${minBeds} to ${maxBeds} bedroom`;
  if (minBeds !== null) return minBeds === 0 ? null : `${minBeds}+ bedroom`;
  if (maxBeds !== null) return `up to ${maxBeds} bedroom`;
  return null;
}

/** The one included type tag the search names, if exactly one. */
function typeNoun(tags: string[]): string | null {
  const types = tags.filter((tag) => tag in TYPE_NOUNS);
  return types.length === 1 ? TYPE_NOUNS[types[0]!]! : null;
}

export function searchTitle(criteria: SearchCriteria, placeName: string | null): string {
  const beds = bedroomWords(criteria);
  const noun = typeNoun(criteria.tags) ?? (beds ? "homes" : "property");
  const words = [beds, noun, marketWords(criteria.channel, criteria.status)];
  if (placeName) words.push(`in ${placeName}`);
  if (criteria.page > 1) words.push(`(page ${criteria.page})`);
  const title = words.filter(Boolean).join(" ");
  return title.charAt(0).toUpperCase() + title.slice(1);
}

export function resultCountText(
  total: number,
  channel: SearchChannel,
  capped = false,
  status: StatusFilter | null = null,
): string {
  // A capped count (modules/search/use-cases/search.ts COUNT_CAP) means "at least": "1,000+ properties".
  const count = `${groupThousands(total)}${capped ? "+" : ""}`;
  return `${count} ${total === 1 && !capped ? "property" : "properties"} ${marketWords(channel, status)}`;
}
