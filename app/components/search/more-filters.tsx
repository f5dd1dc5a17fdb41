// The filter bar's "More filters" disclosure: sizes, how recently a listing was added or updated, short lets
// and pets.
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { FilterBarCheckbox, FilterBarRanges, FilterBarSelect } from "./filter-bar-fields.tsx";
import {
  ADDED_WITHIN_FIELD,
  PETS_FIELD,
  RANGE_FILTERS,
  SHORT_LETS_FIELD,
  UPDATED_WITHIN_FIELD,
  numberOrNull,
  type RangeLadders,
} from "./filter-fields.ts";
import { DAY_CHOICES } from "./filter-options.ts";

const SIZES = RANGE_FILTERS.filter((filter) => filter.kind === "sqft" || filter.kind === "acres");

export function MoreFilters({
  state,
  ladders,
  onChange,
}: {
  state: SearchCriteria;
  ladders: RangeLadders;
  onChange: (changes: Partial<SearchCriteria>) => void;
}) {
  return (
    <details className="group">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-medium underline underline-offset-4">
        More filters
      </summary>
      <div className="mt-3 flex flex-wrap items-end gap-4">
        <FilterBarRanges filters={SIZES} ladders={ladders} search={state} onChange={onChange} />
        <FilterBarSelect
          field={ADDED_WITHIN_FIELD}
          value={state.createdAgo}
          choices={DAY_CHOICES}
          onChange={(v) => onChange({ createdAgo: numberOrNull(v) })}
        />
        <FilterBarSelect
          field={UPDATED_WITHIN_FIELD}
          value={state.updatedAgo}
          choices={DAY_CHOICES}
          onChange={(v) => onChange({ updatedAgo: numberOrNull(v) })}
        />
        <FilterBarCheckbox
          field={SHORT_LETS_FIELD}
          checked={state.shortLets}
          onChange={(shortLets) => onChange({ shortLets })}
        />
        <FilterBarCheckbox field={PETS_FIELD} checked={state.pets} onChange={(pets) => onChange({ pets })} />
      </div>
    </details>
  );
}
