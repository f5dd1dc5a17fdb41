// A part of a back-office page under its own heading. The section is named by that heading (aria-labelledby),
// so a screen reader lists it among the page's regions by what it is; one component keeps the two ids paired.
import type { ReactNode } from "react";
import type { DataAttributes } from "../../ui/data-table.tsx";

export function TitledSection({
  id,
  title,
  className = "flex flex-col gap-2",
  headingClassName = "text-xl font-semibold",
  attributes,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  className?: string;
  headingClassName?: string;
  /** What a test or a script finds the section by (`data-dashboard`, `data-reply`, …). */
  attributes?: DataAttributes;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} {...attributes}>
      <h2 id={id} className={headingClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * A block of a page made of several (the dashboard's, a lead's): set off from the one above by a rule, under a
 * smaller heading.
 */
export function RuledSection(
  props: Omit<Parameters<typeof TitledSection>[0], "className" | "headingClassName">,
) {
  return (
    <TitledSection
      className="flex flex-col gap-2 border-t border-black/20 pt-4"
      headingClassName="text-lg font-semibold"
      {...props}
    />
  );
}
