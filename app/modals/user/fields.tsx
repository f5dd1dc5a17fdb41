// Labelled inputs of the user panels: each error is tied to its input (aria-invalid, aria-describedby) and
// read out when it appears (role=alert), as WCAG 2.2 AA asks.
import { useId, type InputHTMLAttributes, type ReactNode } from "react";
import { CheckboxField as Checkbox, controlAria, HoneypotInput, LabelledField } from "../../ui/field.tsx";

export const inputClass = "w-full rounded border border-black/50 px-3 py-2";

type TextFieldProps = {
  name: string;
  label: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

export function TextField({ name, label, error, type = "text", ...input }: TextFieldProps) {
  const id = useId();
  return (
    <LabelledField id={id} label={label} message={error} alert>
      <input id={id} name={name} type={type} {...controlAria(id, error)} className={inputClass} {...input} />
    </LabelledField>
  );
}

/** The account's email address, as registration and the forgotten-password form ask for it. */
export function EmailField({ error }: { error?: string | undefined }) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      required
      autoComplete="email"
      maxLength={254}
      error={error}
    />
  );
}

export function CheckboxField(props: {
  name: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  defaultChecked?: boolean;
}) {
  const { error, ...checkbox } = props;
  return <Checkbox id={useId()} message={error} alert {...checkbox} />;
}

/** Spec §5 honeypot: hidden from people (and from assistive technology), so only a bot fills it. */
export function Honeypot({ name }: { name: string }) {
  return <HoneypotInput id={useId()} name={name} />;
}
