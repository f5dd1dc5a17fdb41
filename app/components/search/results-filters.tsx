// The results page's filters (spec §2 "Search filters"): the bar, folded behind its button on a phone. Its own
// chunk, hydrated when the visitor reaches for it (app/routes/pages/search.tsx); until then the bar is the
// server's HTML, and what the visitor changes in it meanwhile is given to it once it is hydrated.
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { activeFilterCount } from "../../../modules/search/model/active-filters.ts";
import type { SearchPlace } from "../../../modules/search/model/results.ts";
import { criteriaOf, initialSearchState } from "../../../modules/search/model/state.ts";
import type { Theme } from "../../../modules/content/model/site-content.ts";
import { FilterBar } from "./filter-bar.tsx";
import { FiltersDisclosure } from "./filters-disclosure.tsx";
import { SortSelect } from "./sort-select.tsx";
import { DEFAULT_SORT } from "../../../modules/search/model/criteria.ts";
import { useSearchLinks } from "./use-search-links.ts";

type Props = { criteria: SearchCriteria; place: SearchPlace | null; settings: Theme["settings"] };

export function ResultsFilters({ criteria, place, settings }: Props) {
  const { go } = useSearchLinks(place);
  return (
    <FiltersDisclosure activeCount={activeFilterCount(criteria)}>
      <FilterBar
        state={initialSearchState(criteria, place)}
        settings={settings}
        onSearch={(next) => go(criteriaOf(next))}
      />
    </FiltersDisclosure>
  );
}

/** The order of the results, beside the page's heading. */
export function ResultsSort({ criteria, place }: Omit<Props, "settings">) {
  const { go } = useSearchLinks(place);
  return (
    <SortSelect
      value={criteria.sorted}
      defaultOrder={DEFAULT_SORT}
      onChange={(sorted) => go({ ...criteria, sorted, page: 1 })}
    />
  );
}
