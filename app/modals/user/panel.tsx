// A panel of the user sidebar (./user-sidebar.tsx), under its heading.
import { useEffect, useRef, type ReactNode } from "react";

/** A panel with its heading; the heading takes focus when the panel changes, so a screen reader hears it. */
export function Panel({ heading, children }: { heading: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    // Only when focus is not already in a field of the sidebar (the dialog focuses its first control on open).
    if (!active || active === document.body || active.closest("nav")) ref.current?.focus();
  }, [heading]);
  return (
    <section>
      <h3 ref={ref} tabIndex={-1} className="mb-4 text-xl font-semibold focus:outline-none">
        {heading}
      </h3>
      {children}
    </section>
  );
}
