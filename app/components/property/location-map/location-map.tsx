// The property's location (issue 4): a placeholder until the map is wanted — scrolled into view (with a
// margin, so it is ready on arrival) or the 'Show map' button — then Leaflet loads and draws it. Tabbing onto
// the button scrolls it into view, which loads the map and removes the button (issue 16): focus then moves to
// the map itself, which takes the arrow keys, rather than dropping to the page.
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteChrome } from "../../../../modules/content/model/site-chrome.ts";
import { useInView } from "../../use-in-view.ts";

// Start loading a little before the map scrolls into view.
const PRELOAD_MARGIN = "200px";

export function LocationMap({
  latitude,
  longitude,
  areaMetres = null,
  label,
}: {
  latitude: number;
  longitude: number;
  /** For an approximate position: the area's radius, drawn instead of a pin. */
  areaMetres?: number | null;
  label: string;
}) {
  const tileUrl = useRouteLoaderData<SiteChrome>("root")?.map.tileUrl;
  const [containerRef, wanted, want] = useInView<HTMLDivElement>(PRELOAD_MARGIN);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [state, setState] = useState<"idle" | "loading" | "shown" | "failed">("idle");

  useEffect(() => {
    const container = containerRef.current;
    if (!wanted || !container || !tileUrl) return;
    let map: { destroy(): void } | null = null;
    let cancelled = false;
    setState("loading");
    import("./property-map.ts")
      .then(({ createPropertyMap }) => {
        if (cancelled) return;
        map = createPropertyMap(container, { tileUrl, latitude, longitude, areaMetres, label });
        const hadFocus = buttonRef.current !== null && buttonRef.current === document.activeElement;
        setState("shown");
        // Leaflet makes its container focusable (tabindex 0).
        if (hadFocus) container.focus({ preventScroll: true });
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [containerRef, wanted, tileUrl, latitude, longitude, areaMetres, label]);

  return (
    <div className="relative">
      <div
        ref={containerRef}
        data-location-map={state}
        data-location-area={areaMetres ?? undefined}
        className="h-72 w-full overflow-hidden rounded-lg bg-black/5"
        role="region"
        aria-label={`Map of ${label}`}
      />
      {state === "shown" ? null : (
        <div className="absolute inset-0 flex items-center justify-center">
          {state === "failed" ? (
            <p>The map could not be loaded.</p>
          ) : (
            // aria-disabled, not disabled: a disabled button would drop the focus it has while loading.
            <button
              ref={buttonRef}
              type="button"
              className="oh-button-outline"
              aria-disabled={state === "loading"}
              onClick={want}
            >
              {state === "loading" ? "Loading map…" : "Show map"}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
