// Labelled inputs of the user panels: each error is tied to its input (aria-invalid, aria-describedby) and
// read out when it appears (role=alert), as WCAG 2.2 AA asks.
import { useId, type InputHTMLAttributes, type ReactNode } from "react";

export const inputClass = "w-full rounded border border-black/50 px-3 py-2";
export const buttonClass = "rounded bg-brand px-4 py-2 font-semibold text-brand-contrast disabled:opacity-60";

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" className="mt-1 text-sm text-red-700">
      {message}
    </p>
  ) : null;
}

type TextFieldProps = {
  name: string;
  label: string;
  error?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "name" | "id">;

export function TextField({ name, label, error, type = "text", ...input }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClass}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
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

export function CheckboxField({
  name,
  label,
  error,
  required,
  defaultChecked,
}: {
  name: string;
  label: ReactNode;
  error?: string;
  required?: boolean;
  defaultChecked?: boolean;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div>
      <div className="flex items-start gap-2">
        <input
          id={id}
          name={name}
          type="checkbox"
          required={required}
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-1 h-4 w-4"
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** Spec §5 honeypot: hidden from people (and from assistive technology), so only a bot fills it. */
export function Honeypot({ name }: { name: string }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={id}>Leave this empty</label>
      <input id={id} name={name} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
