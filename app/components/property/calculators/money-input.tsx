// A pounds field (spec §5 "Calculators"): keeps digits only, at most 11, and shows thousands separators.
import { useId } from "react";
import { formatThousands, keepDigits } from "../../../../domain/calculators/mortgage.ts";
import { FieldMessage } from "./field-message.tsx";

type MoneyInputProps = {
  label: string;
  /** The digits typed so far ("" when empty). */
  digits: string;
  onDigitsChange: (digits: string) => void;
  message?: string | null;
};

export function MoneyInput({ label, digits, onDigitsChange, message }: MoneyInputProps) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      <div className="flex items-center rounded border border-ink/40 focus-within:border-brand">
        <span className="pl-3" aria-hidden="true">
          £
        </span>
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          className="min-h-11 w-full bg-transparent px-2 focus:outline-none"
          value={digits === "" ? "" : formatThousands(Number(digits))}
          onChange={(event) => onDigitsChange(keepDigits(event.target.value))}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? messageId : undefined}
        />
      </div>
      <FieldMessage id={messageId} message={message} />
    </div>
  );
}
