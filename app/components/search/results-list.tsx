// The results themselves (spec §2 "Search results"): the cards and the pages, or what to try when there are
// none. Its own chunk with the search URL grammar its links need, hydrated as it comes into view
// (app/routes/pages/search.tsx): on every screen the first cards are in view, so right after the page's frame.
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import type { SearchPageData, SearchPlace } from "../../../modules/search/model/results.ts";
import type { Theme } from "../../../modules/content/model/site-content.ts";
import { useSearchExposures } from "../../client/property-tracking.ts";
import { recordClickedPropertyLater } from "../../client/search-history-later.ts";
import { PropertyCard } from "../property-card/property-card.tsx";
import { EmptyState } from "./empty-state.tsx";
import { SearchPagination } from "./search-pagination.tsx";
import { useSearchLinks } from "./use-search-links.ts";

type Props = {
  criteria: SearchCriteria;
  place: SearchPlace | null;
  results: SearchPageData["results"];
  settings: Theme["settings"];
  now: number;
};

export function ResultsList({ criteria, place, results, settings, now }: Props) {
  const { href } = useSearchLinks(place);
  const { properties, pagination } = results;
  // spec §7: the cards shown, posted to the exposures service when one is configured.
  useSearchExposures(properties.map((card) => card.property_id));
  if (properties.length === 0) return <EmptyState criteria={criteria} href={href} />;
  return (
    <section aria-labelledby="results-heading">
      {/* Issue 16: the cards' h3 headings sit under an h2, not straight under the page's h1. */}
      <h2 id="results-heading" className="sr-only">
        Results
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {properties.map((card, position) => (
          // Cards are 330–410 px high from 360 to 1366 px wide.
          <li key={card.property_id} className="oh-render-near-view [--oh-estimated-height:400px]">
            <PropertyCard
              card={card}
              position={position}
              settings={settings}
              now={now}
              onOpen={recordClickedPropertyLater}
            />
          </li>
        ))}
      </ul>
      <SearchPagination criteria={criteria} totalPages={pagination.total_pages} href={href} />
    </section>
  );
}
