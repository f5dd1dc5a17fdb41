// Labelled form controls of the back office's working pages (issue 14): each draws its control in the one
// labelled frame (app/ui/labelled-control.tsx: its errors beside it, aria-describedby, aria-invalid) and takes
// its native constraints, which the loader reads off the field's zod schema (domain/admin/form-constraints.ts),
// since admin pages check in the browser without any script.
import type { HtmlConstraints } from "../../../domain/admin/form-constraints.ts";
import { fieldId } from "./listings/spec-field.tsx";
import { useKeptChecked, useKeptValue } from "./kept-input.tsx";
import { CONTROL_CLASS, LabelledCheckbox, LabelledControl } from "../../ui/labelled-control.tsx";

type Common = {
  /** Unique on the page: the control's id is built from it. */
  id: string;
  name: string;
  label: string;
  errors?: string[];
  hint?: string;
  constraints?: HtmlConstraints;
};

export function InputField(
  props: Common & {
    type?: string;
    defaultValue?: string;
    autoComplete?: string;
    inputMode?: "numeric" | "text";
    pattern?: string;
    /** file inputs: the types offered */ accept?: string;
    /** The field a redrawn form starts in (admin pages have no script to move the focus). */
    autoFocus?: boolean;
    /** file inputs: several files at once */ multiple?: boolean;
  },
) {
  // What was typed before a refused post (kept-input.tsx); never a password, and a file cannot be.
  const kept = useKeptValue(props.name, props.defaultValue);
  const keeps = props.type !== "password" && props.type !== "file";
  return (
    <LabelledControl id={props.id} label={props.label} errors={props.errors} hint={props.hint}>
      {(ties) => (
        <input
          {...ties}
          name={props.name}
          type={props.type ?? "text"}
          defaultValue={keeps ? kept : props.defaultValue}
          autoComplete={props.autoComplete}
          inputMode={props.inputMode}
          pattern={props.pattern}
          accept={props.accept}
          autoFocus={props.autoFocus}
          multiple={props.multiple}
          {...props.constraints}
          className={CONTROL_CLASS}
        />
      )}
    </LabelledControl>
  );
}

export type Option = { value: string; label: string };

export function SelectField(
  props: Common & { options: readonly Option[]; defaultValue?: string; required?: boolean },
) {
  const kept = useKeptValue(props.name, props.defaultValue);
  return (
    <LabelledControl id={props.id} label={props.label} errors={props.errors} hint={props.hint}>
      {(ties) => (
        <select
          {...ties}
          name={props.name}
          defaultValue={kept}
          required={props.required}
          className={CONTROL_CLASS}
        >
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </LabelledControl>
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
  const kept = useKeptValue(props.name, props.defaultValue);
  return (
    <LabelledControl id={props.id} label={props.label} errors={props.errors} hint={props.hint}>
      {(ties) => (
        <textarea
          {...ties}
          name={props.name}
          rows={props.rows ?? 4}
          defaultValue={kept}
          data-rich-text={props.richText || undefined}
          {...props.constraints}
          className={CONTROL_CLASS}
        />
      )}
    </LabelledControl>
  );
}

/** A box to tick, before its label; a refused post's tick (kept-input.tsx) comes before the saved one. */
export function CheckboxField(props: Omit<Common, "constraints"> & { defaultChecked?: boolean }) {
  const { defaultChecked, ...field } = props;
  return <LabelledCheckbox {...field} defaultChecked={useKeptChecked(props.name, "on", defaultChecked)} />;
}

/** One form's values, errors and native constraints, each by field name. */
export type BoundForm = {
  values: Record<string, string | undefined>;
  errors: Record<string, string[] | undefined>;
  constraints: Record<string, HtmlConstraints | undefined>;
};

/** What the field `name` of `form` takes from it: its id, its name, its value, its errors and its constraints. */
export function boundField(form: BoundForm, name: string) {
  return {
    id: fieldId(name),
    name,
    defaultValue: form.values[name] ?? "",
    errors: form.errors[name],
    constraints: form.constraints[name],
  };
}

/**
 * The text fields of one form, bound to its values, errors and constraints: `field("title", "Title")` draws the
 * labelled input named "title" with its value, its errors beside it and its native constraints.
 */
export function formFields(form: BoundForm) {
  return (name: string, label: string, extra: { type?: string; hint?: string } = {}) => (
    <InputField {...boundField(form, name)} label={label} type={extra.type} hint={extra.hint} />
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
