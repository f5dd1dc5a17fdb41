// Small pieces every back-office form shares: the authenticity token (the public site's one CSRF mechanism),
// a labelled field with its errors, and the page's status line after a write (POST-redirect-GET's `?done=`).
import { useKeptValue } from "./kept-input.tsx";

export function TokenInput({ token }: { token: string }) {
  return <input type="hidden" name="authenticity_token" value={token} />;
}

export function Field(props: {
  name: string;
  label: string;
  type?: string;
  autoComplete?: string;
  errors?: string[];
  inputMode?: "numeric" | "text";
  /** The page's one field to start in (the second-factor code): the browser focuses it on load. */
  autoFocus?: boolean;
  /** Required unless said otherwise. */
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  defaultValue?: string;
  /** A line under the label saying what the field wants. */
  hint?: string;
  /** Several forms of one page may have a field of the same name: ids must stay unique. */
  idPrefix?: string;
}) {
  const id = `${props.idPrefix ?? "admin"}-${props.name}`;
  const invalid = Boolean(props.errors?.length);
  // What was typed before a refused post (kept-input.tsx); a password is never written back.
  const kept = useKeptValue(props.name, props.defaultValue);
  const describedBy = [props.hint ? `${id}-hint` : null, invalid ? `${id}-error` : null].filter(Boolean);
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      {props.hint ? (
        <p id={`${id}-hint`} className="text-sm">
          {props.hint}
        </p>
      ) : null}
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        autoFocus={props.autoFocus}
        required={props.required ?? true}
        minLength={props.minLength}
        maxLength={props.maxLength}
        defaultValue={props.type === "password" ? props.defaultValue : kept}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy.length ? describedBy.join(" ") : undefined}
        className="rounded border border-black/40 px-3 py-2"
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {props.errors!.join(" ")}
        </p>
      ) : null}
    </div>
  );
}

/** What the last write did, announced to screen readers; nothing when there is nothing to say. */
export function StatusMessage({ text }: { text: string | null | undefined }) {
  return (
    <p role="status" className="min-h-0 font-semibold empty:hidden">
      {text ?? ""}
    </p>
  );
}

/** An error of the whole form (not of one field). */
export function FormError({ text }: { text: string | null | undefined }) {
  return text ? (
    <p role="alert" className="text-red-700">
      {text}
    </p>
  ) : null;
}

export const BUTTON = "rounded bg-black px-4 py-2 text-white";
export const SECONDARY_BUTTON = "rounded border border-black px-4 py-2";

/**
 * Why a whole document (a content section, a form definition) was refused: each problem named by its path, and
 * linked to its field when the page has one.
 */
export function ProblemList({
  problems,
}: {
  problems: readonly (string | { text: string; href: string | null })[];
}) {
  return problems.length ? (
    <div role="alert" className="rounded border-2 border-red-800 p-4">
      <h2 className="text-lg font-semibold">Not saved: there is a problem</h2>
      <ul className="mt-2 list-disc pl-6" data-problems>
        {problems.map((problem) => {
          const { text, href } = typeof problem === "string" ? { text: problem, href: null } : problem;
          return (
            <li key={text}>
              {href ? (
                <a href={href} className="text-red-800 underline">
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </div>
  ) : null;
}

/** The link back to the area a page belongs to, above its heading. */
export function BackLink({ href, children }: { href: string; children: React.ReactNode }) {
  return (
    <p>
      <a href={href} className="underline">
        {children}
      </a>
    </p>
  );
}
