// A part of a back-office page under its own heading. The section (or form) is named by that heading
// (aria-labelledby), so a screen reader lists it among the page's regions by what it is; one component keeps the
// two ids paired.
import type { ComponentProps, ReactNode } from "react";
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

/**
 * A form under its own heading, named by it like a TitledSection: a screen reader lists it among the page's forms
 * by what it does. The form's other attributes (method, action, encType, role, data-…) pass through.
 */
export function TitledForm({
  id,
  title,
  headingLevel = 2,
  headingClassName = "text-xl font-semibold",
  children,
  ...form
}: Omit<ComponentProps<"form">, "id" | "title" | "aria-labelledby"> & {
  /** The heading's id, which names the form. */
  id: string;
  title: ReactNode;
  /** 3 for a form inside a part of the page that has its own heading. */
  headingLevel?: 2 | 3;
  headingClassName?: string;
  children: ReactNode;
}) {
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <form aria-labelledby={id} {...form}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </form>
  );
}
