// A list's filter form: a GET form (the filters land in the address, so a filtered list can be bookmarked and
// works without a script) with a heading that names it, its fields in a grid, and "Filter" beside the way back
// to the whole list.
import type { ReactNode } from "react";

export function FilterForm({
  action,
  titleId,
  title,
  fieldsClassName,
  buttonClassName,
  clear,
  children,
}: {
  action: string;
  titleId: string;
  title: string;
  fieldsClassName: string;
  buttonClassName: string;
  /** The link back to the unfiltered list; null while nothing is filtered. */
  clear: { href: string; text: string } | null;
  children: ReactNode;
}) {
  return (
    <form method="get" action={action} className="flex flex-col gap-3" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {title}
      </h2>
      <div className={fieldsClassName}>{children}</div>
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={buttonClassName}>
          Filter
        </button>
        {clear ? (
          <a href={clear.href} className="underline">
            {clear.text}
          </a>
        ) : null}
      </div>
    </form>
  );
}

/**
 * The props a filter field takes from its name alone: its id, what was typed into it last time and why that was
 * refused. Each field spreads them beside its own label and choices.
 */
export function filterFieldProps(
  idPrefix: string,
  typed: Readonly<Record<string, string | undefined>>,
  errors: Readonly<Record<string, string | readonly string[] | undefined>>,
) {
  return (name: string) => {
    const refused = errors[name];
    return {
      id: `${idPrefix}-${name}`,
      name,
      defaultValue: typed[name],
      errors: refused === undefined ? undefined : typeof refused === "string" ? [refused] : [...refused],
    };
  };
}
