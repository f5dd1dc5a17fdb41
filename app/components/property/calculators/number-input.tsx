// A free-typed number (interest rate, term): the calculator validates it and shows the spec's message.
import { AffixedInput } from "./affixed-input.tsx";

type NumberInputProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  suffix: string;
  message?: string | null;
};

export function NumberInput(props: NumberInputProps) {
  return <AffixedInput {...props} inputMode="decimal" />;
}
