// A pounds field (spec §5 "Calculators"): keeps digits only, at most 11, and shows thousands separators.
import { formatThousands, keepDigits } from "../../../../domain/calculators/mortgage.ts";
import { AffixedInput } from "./affixed-input.tsx";

type MoneyInputProps = {
  label: string;
  /** The digits typed so far ("" when empty). */
  digits: string;
  onDigitsChange: (digits: string) => void;
  message?: string | null;
};

export function MoneyInput({ label, digits, onDigitsChange, message }: MoneyInputProps) {
  return (
    <AffixedInput
      label={label}
      prefix="£"
      inputMode="numeric"
      value={digits === "" ? "" : formatThousands(Number(digits))}
      onChange={(value) => onDigitsChange(keepDigits(value))}
      message={message}
    />
  );
}
