// The property's location (issue 4): a placeholder until the map is wanted — scrolled into view (with a
// margin, so it is ready on arrival) or the 'Show map' button — then Leaflet loads and draws it.
import { useEffect, useRef, useState } from "react";
import { useRouteLoaderData } from "react-router";
import type { SiteChrome } from "../../../../domain/site-chrome.ts";

// Start loading a little before the map scrolls into view.
const PRELOAD_MARGIN = "200px";

export function LocationMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  const tileUrl = useRouteLoaderData<SiteChrome>("root")?.map.tileUrl;
  const containerRef = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const [state, setState] = useState<"idle" | "loading" | "shown" | "failed">("idle");

  useEffect(() => {
    const container = containerRef.current;
    if (wanted || !container || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: PRELOAD_MARGIN },
    );
    observer.observe(container);
    return () => observer.disconnect();
  }, [wanted]);

  useEffect(() => {
    const container = containerRef.current;
    if (!wanted || !container || !tileUrl) return;
    let map: { destroy(): void } | null = null;
    let cancelled = false;
    setState("loading");
    import("./property-map.ts")
      .then(({ createPropertyMap }) => {
        if (cancelled) return;
        map = createPropertyMap(container, { tileUrl, latitude, longitude, label });
        setState("shown");
      })
      .catch(() => {
        if (!cancelled) setState("failed");
      });
    return () => {
      cancelled = true;
      map?.destroy();
    };
  }, [wanted, tileUrl, latitude, longitude, label]);

  return (
    <div className="relative">
      <div
        ref={containerRef}
        data-location-map={state}
        className="h-72 w-full overflow-hidden rounded-lg bg-black/5"
        role="region"
        aria-label={`Map of ${label}`}
      />
      {state === "shown" ? null : (
        <div className="absolute inset-0 flex items-center justify-center">
          {state === "failed" ? (
            <p>The map could not be loaded.</p>
          ) : (
            <button
              type="button"
              className="oh-button-outline"
              disabled={state === "loading"}
              onClick={() => setWanted(true)}
            >
              {state === "loading" ? "Loading map…" : "Show map"}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
