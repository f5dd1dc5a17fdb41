// A free-typed number (interest rate, term): the calculator validates it and shows the spec's message.
import { useId } from "react";
import { FieldMessage } from "./field-message.tsx";

type NumberInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  suffix: string;
  message?: string | null;
};

export function NumberInput({ label, value, onChange, suffix, message }: NumberInputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center rounded border border-ink/40 focus-within:border-brand">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className="min-h-11 w-full bg-transparent px-3 focus:outline-none"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
        <span className="pr-3" aria-hidden="true">
          {suffix}
        </span>
      </div>
      <FieldMessage id={messageId} message={message} />
    </div>
  );
}
