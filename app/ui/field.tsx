// The parts every labelled field of the public site's forms is built from (the lead overlays, the user panels,
// the send-to-a-friend form, the password pages): the label, the control's ties to its message (WCAG 2.2 AA:
// aria-invalid, and aria-describedby naming the message and any hint), and the message itself. One place, so
// a field cannot forget to tie its message to its control.
import type { ReactNode } from "react";

export const fieldClass =
  "w-full rounded border border-black/50 bg-paper px-3 py-2 aria-[invalid=true]:border-red-700 disabled:bg-black/5";
export const labelClass = "block text-sm font-semibold";
export const errorClass = "mt-1 text-sm text-red-700";

/** The id of a control's message: `${id}-error`. */
export const messageIdOf = (id: string) => `${id}-error`;

/** The attributes that tie a control to its message (when there is one) and to a hint shown above it. */
export function controlAria(id: string, message: unknown, hintId?: string) {
  const describedBy = [hintId, message ? messageIdOf(id) : undefined].filter(Boolean).join(" ");
  return {
    "aria-invalid": message ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/**
 * A control's message; nothing when there is none. `alert` reads it out as it appears, for messages that come
 * on submit rather than while typing.
 */
export function FieldMessage({
  id,
  message,
  alert = false,
}: {
  id: string;
  message?: string | undefined;
  alert?: boolean;
}) {
  return message ? (
    <p id={id} role={alert ? "alert" : undefined} className={errorClass}>
      {message}
    </p>
  ) : null;
}

/** A control with its label above it and its message below (the control carries `controlAria(id, message)`). */
export function LabelledField({
  id,
  label,
  required = false,
  message,
  alert,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  /** Marks the label with an asterisk, hidden from screen readers (the control says it is required). */
  required?: boolean;
  message?: string | undefined;
  alert?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      <FieldMessage id={messageIdOf(id)} message={message} alert={alert} />
    </div>
  );
}

/** A checkbox with its label beside it and its message below; controlled or not, as the caller's props say. */
export function CheckboxField({
  id,
  label,
  message,
  alert,
  ...input
}: {
  id: string;
  label: ReactNode;
  message?: string | undefined;
  alert?: boolean;
} & Omit<React.InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  return (
    <div>
      <div className="flex items-start gap-2">
        <input id={id} type="checkbox" {...controlAria(id, message)} className="mt-1 h-4 w-4" {...input} />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldMessage id={messageIdOf(id)} message={message} alert={alert} />
    </div>
  );
}

/**
 * The honeypot (spec §5): hidden from people and from assistive technology, skipped by Tab, so only a bot
 * fills it. Uncontrolled when value/onChange are left out (a native form post reads it from the DOM).
 */
export function HoneypotInput({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value?: string;
  onChange?: (value: string) => void;
}) {
  return (
    <div aria-hidden="true" className="hidden">
      <label htmlFor={id}>Leave this empty</label>
      <input
        id={id}
        name={name}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        {...(onChange ? { value: value ?? "", onChange: (event) => onChange(event.target.value) } : {})}
      />
    </div>
  );
}
