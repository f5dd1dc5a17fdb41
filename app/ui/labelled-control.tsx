// The back office's one labelled control (issue 37 item 3), built on the public forms' own (./field.tsx:
// LabelledField and CheckboxField tie a control to its message with aria-invalid and aria-describedby): a label,
// an optional hint and note, the control and its messages. Each kind of admin field (a text input, a select, a
// textarea, a listing spec's field) only draws its control inside it. Only field.tsx's exports the public pages
// already use are used here, so the public pages' shared chunk stays as it is (bench/public-assets.ts). And the
// one list of a refused post's errors, each linked to its field.
import type { InputHTMLAttributes, ReactNode } from "react";
import { CheckboxField, controlAria, LabelledField } from "./field.tsx";

/** The id of a control's hint: `${id}-hint`. */
export const hintIdOf = (id: string) => `${id}-hint`;

// max-w-full: a select as wide as its longest option (a name and an email) still fits a 320 px screen.
export const CONTROL_CLASS = "max-w-full rounded border border-black/40 px-3 py-2";

/** What ties a control to its label's frame: its id, and its aria-invalid and aria-describedby. */
export type ControlTies = { id: string } & ReturnType<typeof controlAria>;

type Described = {
  id: string;
  label: ReactNode;
  /** The control's messages, shown together below it. */
  errors?: readonly string[] | undefined;
  /** A line saying what the field wants. */
  hint?: ReactNode;
  /** Something more the control is described by (an overridden value's note), drawn below it with this id. */
  note?: { id: string; content: ReactNode };
};

/** The message, and the ties of the control to its hint, note and message. */
function tiesOf({ id, errors, hint, note }: Described) {
  const message = errors?.length ? errors.join(" ") : undefined;
  const described = [hint ? hintIdOf(id) : null, note?.id].filter(Boolean).join(" ");
  return { message, ties: { id, ...controlAria(id, message, described || undefined) } };
}

function Hint({ id, hint }: { id: string; hint: ReactNode }) {
  return hint ? (
    <p id={hintIdOf(id)} className="text-sm text-black/70">
      {hint}
    </p>
  ) : null;
}

const Note = ({ note }: { note: Described["note"] }) =>
  note ? <div id={note.id}>{note.content}</div> : null;

/** A control under its label (and hint), its messages below. */
export function LabelledControl({
  required = false,
  children,
  ...described
}: Described & {
  /** Marks the label with an asterisk hidden from screen readers (the control says it is required). */
  required?: boolean;
  children: (ties: ControlTies) => ReactNode;
}) {
  const { message, ties } = tiesOf(described);
  return (
    <LabelledField
      id={described.id}
      label={described.label}
      required={required}
      message={message}
      className="flex min-w-0 flex-col gap-1"
    >
      <Hint id={described.id} hint={described.hint} />
      {children(ties)}
      <Note note={described.note} />
    </LabelledField>
  );
}

/** A box to tick before its label, its messages below, then its hint and note. */
export function LabelledCheckbox({
  id,
  label,
  errors,
  hint,
  note,
  ...input
}: Described & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "type">) {
  const { message, ties } = tiesOf({ id, label, errors, hint, note });
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <CheckboxField
        id={id}
        label={label}
        message={message}
        aria-describedby={ties["aria-describedby"]}
        className="h-5 w-5"
        {...input}
      />
      <Hint id={id} hint={hint} />
      <Note note={note} />
    </div>
  );
}

export type ErrorItem = { text: string; href: string | null };

/**
 * The errors of a refused post, listed above the form, each linked to its field when it has one (GOV.UK's
 * error summary, without script). `alert` reads it out as the page opens, for a whole document's problems;
 * `focus` gives it the focus as the page opens instead (autofocus: the page has no script), for a form low on a
 * long page, whose refusal would otherwise open the page at its top, far from both summary and form.
 */
export function ErrorList({
  title,
  items,
  alert = false,
  focus = false,
}: {
  title: string;
  items: readonly ErrorItem[];
  alert?: boolean;
  focus?: boolean;
}) {
  if (items.length === 0) return null;
  const titleId = "error-summary-title";
  return (
    <div
      className="rounded border-2 border-red-800 p-4"
      role={alert ? "alert" : "region"}
      aria-labelledby={alert ? undefined : titleId}
      tabIndex={focus ? -1 : undefined}
      autoFocus={focus || undefined}
    >
      <h2 id={alert ? undefined : titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <ul className="mt-2 list-disc pl-6" data-problems>
        {items.map(({ text, href }) => (
          <li key={`${href}:${text}`}>
            {href ? (
              <a href={href} className="text-red-800 underline">
                {text}
              </a>
            ) : (
              text
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
