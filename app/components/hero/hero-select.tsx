// A labelled select of the hero form. The empty choice means "no filter"; a GET form leaves it out.
import { useId } from "react";

export type HeroChoice = { value: string | number; label: string };

type Props = {
  label: string;
  name: string;
  value: string | number | null;
  anyLabel?: string;
  choices: readonly HeroChoice[];
  disabled?: boolean;
  onChange: (value: string) => void;
};

export function HeroSelect({ label, name, value, anyLabel, choices, disabled = false, onChange }: Props) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col text-sm">
      <label htmlFor={id} className="mb-1 font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={value ?? ""}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded border border-black/30 bg-paper px-2 text-base text-ink disabled:opacity-70"
      >
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "" → null, otherwise the number. */
export const numberOrNull = (value: string): number | null => (value === "" ? null : Number(value));
