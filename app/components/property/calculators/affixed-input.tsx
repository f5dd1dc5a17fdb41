// A labelled calculator field with a unit before or after it ("£", "%", "years") and the spec's message
// under it (spec §5 "Calculators").
import { useId } from "react";
import { FieldMessage } from "./field-message.tsx";

type AffixedInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  prefix?: string;
  suffix?: string;
  inputMode: "numeric" | "decimal";
  message?: string | null;
};

export function AffixedInput({
  label,
  value,
  onChange,
  prefix,
  suffix,
  inputMode,
  message,
}: AffixedInputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center rounded border border-ink/40 focus-within:border-brand">
        {prefix ? (
          <span className="pl-3" aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          type="text"
          inputMode={inputMode}
          autoComplete="off"
          className={`min-h-11 w-full bg-transparent focus:outline-none ${prefix ? "px-2" : "px-3"}`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        {suffix ? (
          <span className="pr-3" aria-hidden="true">
            {suffix}
          </span>
        ) : null}
      </div>
      <FieldMessage id={messageId} message={message} />
    </div>
  );
}
