// The select of a search filter, shared by the filter bar and the hero search form; each form draws its own
// label around it. The empty choice means "no filter", which a GET form leaves out.
import type { FilterChoice, FilterField } from "./filter-fields.ts";

export type FilterSelectProps = {
  field: FilterField;
  value: number | string | null;
  choices: readonly FilterChoice[];
  disabled?: boolean;
  onChange: (value: string) => void;
};

export function FilterSelect({
  field,
  value,
  choices,
  disabled,
  onChange,
  id,
  className,
}: FilterSelectProps & { id?: string; className: string }) {
  // A value from a hand-written URL that is not on the list still shows as chosen.
  const listed = value === null || value === "" || choices.some((c) => String(c.value) === String(value));
  const shown = listed ? choices : [{ value: value ?? "", label: String(value) }, ...choices];
  return (
    <select
      id={id}
      name={field.name}
      value={value === null ? "" : String(value)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      className={className}
    >
      {field.anyLabel !== undefined ? <option value="">{field.anyLabel}</option> : null}
      {shown.map((choice) => (
        <option key={choice.value} value={String(choice.value)}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
