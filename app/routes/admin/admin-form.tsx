// Small pieces every back-office form shares: the authenticity token (the public site's one CSRF mechanism),
// a labelled field with its errors, and the page's status line after a write (POST-redirect-GET's `?done=`).
import { InputField } from "./admin-fields.tsx";
import { ErrorList } from "../../ui/labelled-control.tsx";

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
  const { idPrefix = "admin", required = true, minLength, maxLength, ...input } = props;
  return (
    <InputField
      id={`${idPrefix}-${props.name}`}
      constraints={{ required, minLength, maxLength }}
      {...input}
    />
  );
}

/**
 * What the last write did, announced to screen readers; nothing when there is nothing to say. `focus` gives it
 * the focus as the page opens (autofocus: the page has no script), for a write whose button the answer removes,
 * where the focus would otherwise fall back to the document.
 */
export function StatusMessage({ text, focus = false }: { text: string | null | undefined; focus?: boolean }) {
  const focused = focus && Boolean(text);
  return (
    <p
      role="status"
      className="min-h-0 font-semibold empty:hidden"
      tabIndex={focused ? -1 : undefined}
      autoFocus={focused || undefined}
    >
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
  const items = problems.map((problem) =>
    typeof problem === "string" ? { text: problem, href: null } : problem,
  );
  return <ErrorList title="Not saved: there is a problem" items={items} alert />;
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

/** What every one of a page's small forms posts: the token, and which of the page's writes it is. */
type IntentPost = { token: string; intent: string; children: React.ReactNode };

/**
 * One of a page's several small forms, each a plain HTML post: the token, which of the page's writes it is
 * (`intent`, read by the action), its fields, and a submit button worded by `submit` (`secondary`: the quieter one).
 */
export function IntentForm({
  token,
  intent,
  submit,
  className = "flex flex-col gap-2",
  secondary = false,
  children,
}: IntentPost & { submit: string; className?: string; secondary?: boolean }) {
  return (
    <form method="post" className={className}>
      <TokenInput token={token} />
      <input type="hidden" name="intent" value={intent} />
      {children}
      <button type="submit" className={`self-start ${secondary ? SECONDARY_BUTTON : BUTTON}`}>
        {submit}
      </button>
    </form>
  );
}

/**
 * A form that is one button: a write needing no field (publish, discard, remove), posted as `intent`; `secondary`
 * for the quieter of a page's choices (discarding, removing).
 */
export function ButtonForm({
  token,
  action,
  intent,
  secondary = false,
  children,
}: IntentPost & { action: string; secondary?: boolean }) {
  return (
    <form method="post" action={action}>
      <TokenInput token={token} />
      <button type="submit" name="intent" value={intent} className={secondary ? SECONDARY_BUTTON : BUTTON}>
        {children}
      </button>
    </form>
  );
}
