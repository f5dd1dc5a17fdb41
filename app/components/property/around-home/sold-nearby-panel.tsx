// The property page's "sold nearby" panel (issue 17): a heading and an empty box in the first render; when the
// visitor scrolls near it, its content module and its data (GET /properties/{id}/sold-nearby.json) load
// together, so the page's first JavaScript and HTML do not grow. Without IntersectionObserver it loads at once.
import { useEffect, useRef, useState, type ComponentType } from "react";
import type { SoldNearbyView } from "../../../../domain/price-paid/views.ts";

type Loaded = { Content: ComponentType<{ view: SoldNearbyView }>; view: SoldNearbyView };
type State = { kind: "waiting" } | { kind: "loading" } | { kind: "failed" } | ({ kind: "loaded" } & Loaded);

export const soldNearbyPath = (propertyId: number) => `/properties/${propertyId}/sold-nearby.json`;

async function loadPanel(propertyId: number): Promise<Loaded> {
  const [module, response] = await Promise.all([
    import("./sold-nearby-content.tsx"),
    fetch(soldNearbyPath(propertyId), { headers: { Accept: "application/json" } }),
  ]);
  if (!response.ok) throw new Error(`sold nearby: ${response.status}`);
  return { Content: module.SoldNearbyContent, view: (await response.json()) as SoldNearbyView };
}

export function SoldNearbyPanel({ propertyId }: { propertyId: number }) {
  const box = useRef<HTMLElement>(null);
  const [state, setState] = useState<State>({ kind: "waiting" });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let cancelled = false;
    const start = () => {
      setState({ kind: "loading" });
      loadPanel(propertyId).then(
        (loaded) => !cancelled && setState({ kind: "loaded", ...loaded }),
        () => !cancelled && setState({ kind: "failed" }),
      );
    };
    if (typeof IntersectionObserver === "undefined") {
      start();
      return () => void (cancelled = true);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        start();
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [propertyId]);

  return (
    <section
      ref={box}
      aria-labelledby="sold-nearby-heading"
      aria-busy={state.kind === "loading"}
      className="flex flex-col gap-4"
      data-testid="sold-nearby"
    >
      <h2 id="sold-nearby-heading" className="text-2xl font-semibold">
        Sold nearby
      </h2>
      {state.kind === "loading" ? <p>Loading sold prices…</p> : null}
      {state.kind === "failed" ? (
        <p role="alert">Sold prices could not be loaded. Please try again later.</p>
      ) : null}
      {state.kind === "loaded" ? <state.Content view={state.view} /> : null}
    </section>
  );
}
