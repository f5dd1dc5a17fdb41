// The results page's filters on a phone (issue 16): up to 768 px wide the filter form folds away behind a
// "Filters" button carrying the count of filters in use, so the first screen shows results. Opening it moves
// focus to its first control; "Show results" or Escape folds it and puts focus back on the button. Wider
// windows always show the form and never the button. Without JavaScript the form shows at every width (a
// <noscript> style: the button cannot work then), and nothing moves when the page hydrates.
import { useId, useRef, useState, type ReactNode } from "react";
import { FiltersIcon } from "../icons.tsx";

export function FiltersDisclosure({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const panelId = useId();

  function openPanel() {
    setOpen(true);
    // After React shows the panel: focus its first control (the Buy/Rent choice).
    requestAnimationFrame(() =>
      panel.current?.querySelector<HTMLElement>("input:not([type=hidden]), select, button, a[href]")?.focus(),
    );
  }
  function closePanel() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div className="flex flex-col gap-3">
      <noscript>
        <style>
          {"[data-filters-panel]{display:flex!important}[data-filters-toggle]{display:none!important}"}
        </style>
      </noscript>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        data-filters-toggle=""
        onClick={() => (open ? closePanel() : openPanel())}
        className="oh-button-outline hidden self-start mobile:inline-flex"
      >
        <FiltersIcon />
        Filters
        {activeCount > 0 ? (
          <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand px-1.5 text-brand-contrast">
            {activeCount}
            <span className="sr-only"> in use</span>
          </span>
        ) : null}
      </button>
      <div
        id={panelId}
        ref={panel}
        data-filters-panel=""
        className={open ? "flex flex-col gap-3" : "flex flex-col gap-3 mobile:hidden"}
        onKeyDown={(event) => {
          // A combobox or menu inside that handled Escape itself keeps it.
          if (event.key !== "Escape" || event.defaultPrevented || !open) return;
          event.preventDefault();
          closePanel();
        }}
      >
        {children}
        <button
          type="button"
          onClick={closePanel}
          data-filters-toggle=""
          className="hidden min-h-11 rounded bg-brand px-6 font-semibold text-brand-contrast mobile:block"
        >
          Show results
        </button>
      </div>
    </div>
  );
}
