// A labelled text field of a lead form with its inline message (WCAG 2.2 AA: the label names the control,
// aria-invalid and aria-describedby tie the message to it). Controlled: the form keeps values and messages
// (./use-lead-fields.ts).
//
// <LeadTextField id={`${formId}-email`} name="lead_client[email]" label="Email" type="email"
//   value={values.email ?? ""} error={errors.email} onChange={(v) => change("email", v)} required />
// `filter` rewrites what is typed before it is kept (spec §5 "Phone input rejects typed letters":
// filter={keepPhoneCharacters}); `multiline` makes it a textarea; `disabled` shows a value that is not edited.
import type { HTMLInputAutoCompleteAttribute, HTMLInputTypeAttribute } from "react";
import { controlAria, fieldClass, LabelledField } from "../../ui/field.tsx";

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
  const common = {
    id,
    name,
    value,
    required,
    disabled,
    maxLength,
    className: fieldClass,
    ...controlAria(id, error),
  };
  return (
    <LabelledField id={id} label={label} required={required} message={error}>
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
    </LabelledField>
  );
}
