// A labelled text field of a lead form with its inline message (WCAG 2.2 AA: the label names the control,
// aria-invalid and aria-describedby tie the message to it). Controlled: the form keeps values and messages
// (./use-lead-fields.ts).
//
// <LeadTextField id={`${formId}-email`} name="lead_client[email]" label="Email" type="email"
//   value={values.email ?? ""} error={errors.email} onChange={(v) => change("email", v)} required />
// `filter` rewrites what is typed before it is kept (spec §5 "Phone input rejects typed letters":
// filter={keepPhoneCharacters}); `multiline` makes it a textarea; `disabled` shows a value that is not edited.
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";

export const fieldClass =
  "w-full rounded border border-black/50 bg-paper px-3 py-2 aria-[invalid=true]:border-red-700 disabled:bg-black/5";
export const labelClass = "block text-sm font-semibold";
export const errorClass = "mt-1 text-sm text-red-700";

export type LeadTextFieldProps = {
  /** The control's id; the message's id is `${id}-error`. Unique in the page (build it from useId()). */
  id: string;
  /** The posted name, e.g. "lead_client[first_name]". */
  name: string;
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
  type?: HTMLInputTypeAttribute;
  multiline?: boolean;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: HTMLInputAutoCompleteAttribute;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength?: number;
  filter?: (typed: string) => string;
};

export function LeadTextField({
  id,
  name,
  label,
  value,
  error,
  onChange,
  type = "text",
  multiline = false,
  required = false,
  disabled = false,
  autoComplete,
  inputMode,
  maxLength,
  filter,
}: LeadTextFieldProps) {
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    value,
    required,
    disabled,
    maxLength,
    className: fieldClass,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
  };
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={(event) => onChange(filter ? filter(event.target.value) : event.target.value)}
        />
      )}
      <FieldMessage id={errorId} message={error} />
    </div>
  );
}

/** A field's message, referenced by the field's aria-describedby; nothing when there is none. */
export function FieldMessage({ id, message }: { id: string; message?: string | undefined }) {
  return message ? (
    <p id={id} className={errorClass}>
      {message}
    </p>
  ) : null;
}
