// The "sold nearby" panel of "Around this home" (issue 17): the section loads its panels only when scrolled
// near (around-home.tsx), and this one then fetches its own data, GET /properties/{id}/sold-nearby.json.
import { useEffect, useState } from "react";
import type { SoldNearbyView } from "../../../../modules/open-data/model/price-paid/views.ts";
import type { AroundHomePanelProps } from "./panel-types.ts";
import { SoldNearbyContent } from "./sold-nearby-content.tsx";
import { PanelFrame } from "./source-line.tsx";

type State = { kind: "loading" } | { kind: "failed" } | { kind: "loaded"; view: SoldNearbyView };

export const soldNearbyPath = (propertyId: number) => `/properties/${propertyId}/sold-nearby.json`;

export function SoldNearbyPanel({ propertyId }: AroundHomePanelProps) {
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let cancelled = false;
    fetch(soldNearbyPath(propertyId), { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`sold nearby: ${response.status}`);
        return response.json() as Promise<SoldNearbyView>;
      })
      .then(
        (view) => !cancelled && setState({ kind: "loaded", view }),
        () => !cancelled && setState({ kind: "failed" }),
      );
    return () => {
      cancelled = true;
    };
  }, [propertyId]);

  return (
    <PanelFrame id="sold-nearby" title="Sold nearby">
      <div
        aria-busy={state.kind === "loading"}
        className="mt-2 flex flex-col gap-4"
        data-testid="sold-nearby"
      >
        {state.kind === "loading" ? <p>Loading sold prices…</p> : null}
        {state.kind === "failed" ? (
          <p role="alert">Sold prices could not be loaded. Please try again later.</p>
        ) : null}
        {state.kind === "loaded" ? <SoldNearbyContent view={state.view} /> : null}
      </div>
    </PanelFrame>
  );
}
