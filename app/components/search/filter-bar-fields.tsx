// The filter bar's labelled controls: a filter's select, a min/max filter's, a checkbox filter (short
// lets, pets) and the keywords box.
import type { ReactNode } from "react";
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import {
  numberOrNull,
  type FilterField,
  type RangeFilter,
  type RangeKey,
  type RangeLadders,
} from "./filter-fields.ts";
import { FilterSelect, type FilterSelectProps } from "./filter-select.tsx";
import { QUERY_FIELDS } from "./query-fields.ts";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="flex flex-col text-sm">
      <span className="mb-1 font-medium">{label}</span>
      {children}
    </label>
  );
}

export function FilterBarSelect({ label, ...select }: FilterSelectProps & { label?: string }) {
  return (
    <Field label={label ?? select.field.label}>
      <FilterSelect {...select} className="min-h-11 rounded border border-black/50 bg-paper px-2" />
    </Field>
  );
}

/** Free text over the address and description: the `text-` segment (design §5), the query form's `text`. */
export function KeywordsField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <Field label="Keywords">
      <input
        type="text"
        name={QUERY_FIELDS.text}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="e.g. garden, garage"
        enterKeyHint="search"
        className="min-h-11 w-56 max-w-full rounded border border-black/50 bg-paper px-2"
      />
    </Field>
  );
}

type CheckboxProps = { field: FilterField; checked: boolean; onChange: (checked: boolean) => void };

export function FilterBarCheckbox({ field, checked, onChange }: CheckboxProps) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm font-medium">
      <input
        type="checkbox"
        name={field.name}
        value="1"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        className="h-5 w-5"
      />
      {field.label}
    </label>
  );
}

/** Min/max filters, their choices from the bar's ladders, limited by the other end of their range. */
export function FilterBarRanges({
  filters,
  ladders,
  search,
  onChange,
}: {
  filters: readonly RangeFilter[];
  ladders: RangeLadders;
  search: Pick<SearchCriteria, RangeKey>;
  onChange: (changes: Partial<SearchCriteria>) => void;
}) {
  return filters.map((filter) => (
    <FilterBarSelect
      key={filter.key}
      field={filter}
      label={filter.shortLabel}
      value={search[filter.key]}
      choices={filter.choices(ladders, search)}
      onChange={(value) => onChange({ [filter.key]: numberOrNull(value) })}
    />
  ));
}
