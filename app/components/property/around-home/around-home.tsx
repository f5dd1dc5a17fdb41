// The property page's "Around this home" section (issue 17): below the fold, and nothing of it loads until it
// is scrolled near (or its button is pressed) — then its panels' code and their data, one JSON call
// (/properties/{id}/around-home.json), arrive together, so the page's first HTML and JavaScript do not grow.
// The panels are a simple list (around-home-panels.tsx) that other open-data panels join.
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { AroundHome as AroundHomeData } from "../../../../modules/open-data/model/around-home.ts";
import { useInView } from "../../use-in-view.ts";
import type { AroundHomePanelProps } from "./panel-types.ts";

// Start loading a little before the section scrolls into view.
const PRELOAD_MARGIN = "300px";

type Loaded = { Panels: ComponentType<AroundHomePanelProps>; data: AroundHomeData };

export function AroundHome({ propertyId }: { propertyId: number }) {
  const [sectionRef, wanted, want] = useInView<HTMLElement>(PRELOAD_MARGIN);
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const loading = wanted && !loaded && !failed;
  // The button that was pressed goes away with the panels: the heading takes its focus, so keyboard and
  // screen-reader users carry on from the section instead of the top of the page.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    if (loaded && pressed.current) headingRef.current?.focus();
  }, [loaded]);

  // The section grows while it is tabbed past: once with its panels, again as a panel fetches its own data
  // (sold nearby). A control the keyboard had reached below it would be pushed off screen; keep it in view
  // (WCAG 2.4.11) — but only one that was in view before the growth, so a reader scrolled elsewhere stays put.
  useEffect(() => {
    const section = sectionRef.current;
    if (!section || typeof ResizeObserver === "undefined") return;
    let height = section.getBoundingClientRect().height;
    const observer = new ResizeObserver(() => {
      const grownBy = section.getBoundingClientRect().height - height;
      height += grownBy;
      if (grownBy > 0) keepFocusedControlInView(section, grownBy);
    });
    observer.observe(section);
    return () => observer.disconnect();
  }, [sectionRef]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    Promise.all([
      import("./around-home-panels.tsx"),
      fetch(`/properties/${propertyId}/around-home.json`, { headers: { Accept: "application/json" } }).then(
        (response) => {
          if (!response.ok) throw new Error(`around-home: ${response.status}`);
          return response.json() as Promise<AroundHomeData>;
        },
      ),
    ])
      .then(([module, data]) => {
        if (!cancelled) setLoaded({ Panels: module.AroundHomePanels, data });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
    };
  }, [wanted, propertyId]);

  return (
    <section
      ref={sectionRef}
      aria-labelledby="around-home"
      aria-busy={loading}
      data-around-home={loaded ? "shown" : failed ? "failed" : loading ? "loading" : "idle"}
    >
      <h2 id="around-home" ref={headingRef} tabIndex={-1} className="text-xl font-semibold">
        Around this home
      </h2>
      {loaded ? (
        <loaded.Panels data={loaded.data} propertyId={propertyId} />
      ) : (
        <div className="mt-3" aria-live="polite">
          {failed ? (
            <p>What is around this home could not be loaded.</p>
          ) : (
            <button
              type="button"
              className="oh-button-outline"
              disabled={loading}
              onClick={() => {
                pressed.current = true;
                want();
              }}
            >
              {loading
                ? "Loading schools, broadband and flood risk…"
                : "Show schools, broadband and flood risk"}
            </button>
          )}
        </div>
      )}
    </section>
  );
}

function keepFocusedControlInView(section: HTMLElement, grownBy: number) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || section.contains(active)) return;
  if (!(section.compareDocumentPosition(active) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
  const box = active.getBoundingClientRect();
  const wasInView = box.top - grownBy < window.innerHeight && box.bottom - grownBy > 0;
  if (wasInView) active.scrollIntoView({ block: "nearest" });
}
