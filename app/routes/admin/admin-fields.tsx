// Labelled form controls of the back office's working pages (issue 14): each shows its errors beside it
// (aria-describedby, aria-invalid) and takes its native constraints, which the loader reads off the field's
// zod schema (domain/admin/form-constraints.ts), since admin pages check in the browser without any script.
import type { HtmlConstraints } from "../../../domain/admin/form-constraints.ts";
import { fieldId } from "./listings/spec-field.tsx";
import { useKeptValue } from "./kept-input.tsx";

type Common = {
  /** Unique on the page: the control's id is built from it. */
  id: string;
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
  constraints?: HtmlConstraints;
};

function describedBy(id: string, errors?: string[], hint?: string) {
  const ids = [hint ? `${id}-hint` : null, errors?.length ? `${id}-error` : null].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

function Messages({ id, errors, hint }: Pick<Common, "id" | "errors" | "hint">) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-black/70">
          {hint}
        </p>
      ) : null}
      {errors?.length ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {errors.join(" ")}
        </p>
      ) : null}
    </>
  );
}

// max-w-full: a select as wide as its longest option (a name and an email) still fits a 320 px screen.
const CONTROL = "max-w-full rounded border border-black/40 px-3 py-2";

export function InputField(
  props: Common & {
    type?: string;
    defaultValue?: string;
    /** file inputs: the types offered */ accept?: string;
    /** The field a redrawn form starts in (admin pages have no script to move the focus). */
    autoFocus?: boolean;
    /** file inputs: several files at once */ multiple?: boolean;
  },
) {
  const invalid = Boolean(props.errors?.length);
  // What was typed before a refused post (kept-input.tsx); never a password, and a file cannot be.
  const kept = useKeptValue(props.name, props.defaultValue);
  const keeps = props.type !== "password" && props.type !== "file";
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
      </label>
      <input
        id={props.id}
        name={props.name}
        type={props.type ?? "text"}
        defaultValue={keeps ? kept : props.defaultValue}
        accept={props.accept}
        autoFocus={props.autoFocus}
        multiple={props.multiple}
        {...props.constraints}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props.id, props.errors, props.hint)}
        className={CONTROL}
      />
      <Messages id={props.id} errors={props.errors} hint={props.hint} />
    </div>
  );
}

export type Option = { value: string; label: string };

export function SelectField(
  props: Common & { options: Option[]; defaultValue?: string; required?: boolean },
) {
  const invalid = Boolean(props.errors?.length);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
      </label>
      <select
        id={props.id}
        name={props.name}
        defaultValue={useKeptValue(props.name, props.defaultValue)}
        required={props.required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props.id, props.errors, props.hint)}
        className={CONTROL}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Messages id={props.id} errors={props.errors} hint={props.hint} />
    </div>
  );
}

export function TextareaField(
  props: Common & {
    defaultValue?: string;
    rows?: number;
    /** Marks it for the rich-text editor script (rich-text/rich-text-field.tsx). */
    richText?: boolean;
  },
) {
  const invalid = Boolean(props.errors?.length);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={props.id} className="text-sm font-semibold">
        {props.label}
      </label>
      <textarea
        id={props.id}
        name={props.name}
        rows={props.rows ?? 4}
        defaultValue={useKeptValue(props.name, props.defaultValue)}
        data-rich-text={props.richText || undefined}
        {...props.constraints}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(props.id, props.errors, props.hint)}
        className={CONTROL}
      />
      <Messages id={props.id} errors={props.errors} hint={props.hint} />
    </div>
  );
}

/**
 * The text fields of one form, bound to its values, errors and constraints: `field("title", "Title")` draws the
 * labelled input named "title" with its value, its errors beside it and its native constraints.
 */
export function formFields(form: {
  values: Record<string, string | undefined>;
  errors: Record<string, string[] | undefined>;
  constraints: Record<string, HtmlConstraints | undefined>;
}) {
  return (name: string, label: string, extra: { type?: string; hint?: string } = {}) => (
    <InputField
      id={fieldId(name)}
      name={name}
      label={label}
      type={extra.type}
      hint={extra.hint}
      defaultValue={form.values[name] ?? ""}
      errors={form.errors[name]}
      constraints={form.constraints[name]}
    />
  );
}

/**
 * The confirmation after a write (POST-redirect-GET), announced politely. With an `id`, the redirect's fragment
 * can point at it: the page opens there and the keyboard carries on from it (tabIndex -1: not a Tab stop).
 */
export function DoneMessage({ message, id }: { message: string | null; id?: string }) {
  return message ? (
    <p
      role="status"
      id={id}
      tabIndex={id ? -1 : undefined}
      data-done
      className="rounded border border-green-800 bg-green-50 px-3 py-2 text-green-900"
    >
      {message}
    </p>
  ) : null;
}
