// The Instant Valuation's questions about the home: its kind and its bedrooms, each a labelled select with its
// message tied to it by aria-describedby.
import {
  MAX_BEDROOMS,
  PROPERTY_TYPE_FAMILIES,
  PROPERTY_TYPE_FAMILY_KEYS,
} from "../../../modules/open-data/model/valuation-estimate.ts";
import { errorClass, fieldClass, labelClass } from "../../ui/field.tsx";

export type EstimateSelect = {
  name: "property_type" | "bedrooms";
  label: string;
  /** The empty first choice. */
  prompt: string;
  options: readonly { value: string; label: string }[];
};

export const ESTIMATE_SELECTS: readonly EstimateSelect[] = [
  {
    name: "property_type",
    label: "Property type",
    prompt: "Choose a property type",
    options: PROPERTY_TYPE_FAMILY_KEYS.map((key) => ({
      value: key,
      label: PROPERTY_TYPE_FAMILIES[key].label,
    })),
  },
  {
    name: "bedrooms",
    label: "Bedrooms",
    prompt: "Choose bedrooms",
    options: Array.from({ length: MAX_BEDROOMS + 1 }, (_, n) => ({
      value: String(n),
      label: n === 0 ? "Studio" : n === MAX_BEDROOMS ? `${n}+` : String(n),
    })),
  },
];

export function EstimateSelectField({
  select,
  id,
  value,
  error,
  onChange,
}: {
  select: EstimateSelect;
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {select.label}
      </label>
      <select
        id={id}
        name={select.name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={fieldClass}
      >
        <option value="">{select.prompt}</option>
        {select.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={errorId} className={errorClass}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
