// One field of the listings desk's forms, drawn from its spec (modules/listings/model/listing-fields.ts) in the
// back office's one labelled frame (app/ui/labelled-control.tsx): the native constraints come from the same spec
// as the server's zod schema, so the browser refuses what the server would; an overridden field of a feed
// listing says so beside it, with the feed's value and a button to go back to it.
import type { FieldSpec } from "../../../../modules/listings/model/listing-fields.ts";
import { useContext } from "react";
import { KeptInputContext } from "../kept-input.tsx";
import {
  CONTROL_CLASS,
  ErrorList,
  LabelledCheckbox,
  LabelledControl,
  type ControlTies,
} from "../../../ui/labelled-control.tsx";

/**
 * A field's element id from its name: each run of other characters becomes one hyphen, so a path's list
 * indices read as plain segments ("catalogue[1].title" → "field-catalogue-1-title").
 */
export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]+/g, "-").replace(/-+$/, "")}`;

export type OverrideNote = { feedText: string };

function nativeConstraints(spec: FieldSpec) {
  switch (spec.kind) {
    case "integer":
      return { type: "number", min: spec.min, max: spec.max, step: 1, inputMode: "numeric" as const };
    case "decimal":
      return { type: "number", min: spec.min, max: spec.max, step: 0.01, inputMode: "decimal" as const };
    case "date":
      return { type: "date" };
    default:
      return { type: "text", maxLength: spec.maxLength };
  }
}

export function SpecField({
  spec,
  value,
  errors,
  override,
  options,
}: {
  spec: FieldSpec;
  value: string;
  errors?: string[];
  /** Set when the field overrides the feed's value. */
  override?: OverrideNote;
  /** A select's options, when they differ from the spec's (e.g. a value the list does not name). */
  options?: FieldSpec["options"];
}) {
  const id = fieldId(spec.name);
  // What was typed before a refused post (kept-input.tsx) comes before the saved value.
  const kept = useContext(KeptInputContext);
  const shown = kept ? (kept[spec.name]?.[0] ?? (spec.kind === "checkbox" ? "" : value)) : value;
  const note = override
    ? { id: `${id}-override`, content: <OverrideLine spec={spec} note={override} /> }
    : undefined;
  const field = { id, label: spec.label, errors, hint: spec.hint, note };
  return (
    <div data-field={spec.name}>
      {spec.kind === "checkbox" ? (
        <LabelledCheckbox
          {...field}
          name={spec.name}
          required={spec.required}
          value="1"
          defaultChecked={shown === "1"}
        />
      ) : (
        <LabelledControl {...field} required={spec.required}>
          {(ties) => <SpecControl spec={spec} shown={shown} ties={ties} options={options} />}
        </LabelledControl>
      )}
    </div>
  );
}

function SpecControl({
  spec,
  shown,
  ties,
  options,
}: {
  spec: FieldSpec;
  shown: string;
  ties: ControlTies;
  options?: FieldSpec["options"];
}) {
  const common = { ...ties, name: spec.name, required: spec.required };
  switch (spec.kind) {
    case "select":
      return (
        <select {...common} defaultValue={shown} className={CONTROL_CLASS}>
          {(options ?? spec.options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      );
    case "textarea":
    case "lines":
      return (
        <textarea
          {...common}
          defaultValue={shown}
          maxLength={spec.kind === "textarea" ? spec.maxLength : undefined}
          rows={spec.name === "description" ? 10 : 4}
          className={CONTROL_CLASS}
        />
      );
    default:
      return (
        <>
          <input
            {...common}
            {...nativeConstraints(spec)}
            defaultValue={shown}
            list={spec.suggestions ? `${ties.id}-suggestions` : undefined}
            className={CONTROL_CLASS}
          />
          {spec.suggestions ? (
            <datalist id={`${ties.id}-suggestions`}>
              {spec.suggestions.map((suggestion) => (
                <option key={suggestion} value={suggestion} />
              ))}
            </datalist>
          ) : null}
        </>
      );
  }
}

/** An overridden field of a feed listing: the feed's value, and a button to go back to it. */
function OverrideLine({ spec, note }: { spec: FieldSpec; note: OverrideNote }) {
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm" data-overridden>
      <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-950">Overridden</span>
      <span>{`The feed says: ${note.feedText || "(nothing)"}`}</span>
      <button
        type="submit"
        name="intent"
        value={`revert:${spec.name}`}
        formNoValidate
        className="rounded border border-black px-2 py-0.5"
      >
        Revert {spec.label.toLowerCase()} to the feed's value
      </button>
    </div>
  );
}

/** The errors of a post, listed at the top with links to their fields (GOV.UK's pattern, without script). */
export function ErrorSummary({ errors }: { errors: Record<string, string[]> }) {
  const items = Object.entries(errors).map(([name, messages]) => ({
    text: messages.join(" "),
    href: `#${fieldId(name)}`,
  }));
  return <ErrorList title="There is a problem" items={items} />;
}
