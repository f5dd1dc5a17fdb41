// One field of the listings desk's forms, drawn from its spec (modules/listings/model/listing-fields.ts): the
// native constraints come from the same spec as the server's zod schema, so the browser refuses what the
// server would. Errors and hints are tied to the input (aria-describedby); an overridden field of a feed
// listing says so beside it, with the feed's value and a button to go back to it.
import type { FieldSpec } from "../../../../modules/listings/model/listing-fields.ts";
import { useContext } from "react";
import { KeptInputContext } from "../kept-input.tsx";

export const fieldId = (name: string) => `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;

export type OverrideNote = { feedText: string };

const INPUT = "rounded border border-black/50 px-3 py-2";

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
  const invalid = Boolean(errors?.length);
  // What was typed before a refused post (kept-input.tsx) comes before the saved value.
  const kept = useContext(KeptInputContext);
  const shown = kept ? (kept[spec.name]?.[0] ?? (spec.kind === "checkbox" ? "" : value)) : value;
  const described = [
    spec.hint ? `${id}-hint` : null,
    override ? `${id}-override` : null,
    invalid ? `${id}-error` : null,
  ].filter(Boolean);
  const common = {
    id,
    name: spec.name,
    required: spec.required,
    "aria-invalid": invalid || undefined,
    "aria-describedby": described.length ? described.join(" ") : undefined,
  };
  let control: React.ReactNode;
  if (spec.kind === "checkbox") {
    control = (
      <input {...common} type="checkbox" value="1" defaultChecked={shown === "1"} className="h-5 w-5" />
    );
  } else if (spec.kind === "select") {
    control = (
      <select {...common} defaultValue={shown} className={INPUT}>
        {(options ?? spec.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (spec.kind === "textarea" || spec.kind === "lines") {
    control = (
      <textarea
        {...common}
        defaultValue={shown}
        maxLength={spec.kind === "textarea" ? spec.maxLength : undefined}
        rows={spec.name === "description" ? 10 : 4}
        className={INPUT}
      />
    );
  } else {
    control = (
      <>
        <input
          {...common}
          {...nativeConstraints(spec)}
          defaultValue={shown}
          list={spec.suggestions ? `${id}-suggestions` : undefined}
          className={INPUT}
        />
        {spec.suggestions ? (
          <datalist id={`${id}-suggestions`}>
            {spec.suggestions.map((suggestion) => (
              <option key={suggestion} value={suggestion} />
            ))}
          </datalist>
        ) : null}
      </>
    );
  }
  const label = (
    <label htmlFor={id} className="font-semibold">
      {spec.label}
      {spec.required ? <span aria-hidden="true"> *</span> : null}
    </label>
  );
  return (
    <div className="flex flex-col gap-1" data-field={spec.name}>
      {spec.kind === "checkbox" ? (
        <div className="flex items-center gap-2">
          {control}
          {label}
        </div>
      ) : (
        <>
          {label}
          {control}
        </>
      )}
      {spec.hint ? (
        <p id={`${id}-hint`} className="text-sm text-black/70">
          {spec.hint}
        </p>
      ) : null}
      {override ? (
        <div id={`${id}-override`} className="flex flex-wrap items-center gap-2 text-sm" data-overridden>
          <span className="rounded bg-amber-100 px-2 py-0.5 font-semibold text-amber-950">Overridden</span>
          <span>{`The feed says: ${override.feedText || "(nothing)"}`}</span>
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
      ) : null}
      {invalid ? (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {errors!.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** The errors of a post, listed at the top with links to their fields (GOV.UK's pattern, without script). */
export function ErrorSummary({ errors }: { errors: Record<string, string[]> }) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div className="rounded border-2 border-red-800 p-4" aria-labelledby="error-summary-title" role="region">
      <h2 id="error-summary-title" className="text-lg font-semibold">
        There is a problem
      </h2>
      <ul className="mt-2 list-disc pl-6">
        {entries.map(([name, messages]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="text-red-800 underline">
              {messages.join(" ")}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
