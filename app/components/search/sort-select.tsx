// The sort order of the results (spec §2 "Sort values"), with readable labels.
import { SORT_ORDERS, type SortOrder } from "../../../modules/search/model/criteria.ts";
import { FILTER_FORM_ID } from "./filter-bar.tsx";
import { SORT_LABELS } from "./filter-options.ts";

export function SortSelect({
  value,
  defaultOrder,
  onChange,
}: {
  value: SortOrder | null;
  /** The order the results have without a sort segment: offered as "no sort", so it adds none to the URL. */
  defaultOrder: SortOrder;
  onChange: (sorted: SortOrder | null) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">Sort by</span>
      <select
        name="sorted"
        // Submitted with the filter bar's GET form when JavaScript is off.
        form={FILTER_FORM_ID}
        value={value === defaultOrder ? "" : (value ?? "")}
        onChange={(event) => onChange((event.target.value || null) as SortOrder | null)}
        className="min-h-11 rounded border border-black/50 bg-paper px-2"
      >
        {SORT_ORDERS.map((order) => (
          <option key={order} value={order === defaultOrder ? "" : order}>
            {SORT_LABELS[order]}
          </option>
        ))}
      </select>
    </label>
  );
}
