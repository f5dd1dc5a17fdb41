// A part of a back-office page under its own heading. The section is named by its heading (aria-labelledby), so
// screen readers list it among the page's regions, and the heading's id ("{id}-title") is the fragment a link
// or a test can point at.
import type { ReactNode } from "react";

export function TitledSection({
  id,
  title,
  gap = "gap-3",
  children,
}: {
  /** Unique on the page: the heading's id is `${id}-title`. */
  id: string;
  title: ReactNode;
  /** The space between the heading and each part below it. */
  gap?: "gap-3" | "gap-4";
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className={`flex flex-col ${gap}`}>
      <h2 id={titleId} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
