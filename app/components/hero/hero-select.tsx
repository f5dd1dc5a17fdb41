// A labelled select of the hero form, around the search forms' shared filter select.
import { useId } from "react";
import { FilterSelect, type FilterSelectProps } from "../search/filter-select.tsx";

export function HeroSelect(props: FilterSelectProps) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col text-sm">
      <label htmlFor={id} className="mb-1 font-medium">
        {props.field.label}
      </label>
      <FilterSelect
        {...props}
        id={id}
        className="min-h-11 rounded border border-black/50 bg-paper px-2 text-base text-ink disabled:opacity-70"
      />
    </div>
  );
}
