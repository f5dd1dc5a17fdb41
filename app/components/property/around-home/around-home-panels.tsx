// The panels of "Around this home", loaded on demand by around-home.tsx: a plain list, in page order. A new
// open-data panel is one more entry here.
import type { ComponentType } from "react";
import { BroadbandPanel } from "./broadband-panel.tsx";
import { FloodRiskPanel } from "./flood-risk-panel.tsx";
import type { AroundHomePanelProps } from "./panel-types.ts";
import { SchoolsPanel } from "./schools-panel.tsx";
import { SoldNearbyPanel } from "./sold-nearby-panel.tsx";

export const AROUND_HOME_PANELS: { id: string; Panel: ComponentType<AroundHomePanelProps> }[] = [
  { id: "sold-nearby", Panel: SoldNearbyPanel },
  { id: "schools", Panel: SchoolsPanel },
  { id: "broadband", Panel: BroadbandPanel },
  { id: "flood-risk", Panel: FloodRiskPanel },
];

export function AroundHomePanels(props: AroundHomePanelProps) {
  return (
    <div className="mt-3 grid gap-6">
      {AROUND_HOME_PANELS.map(({ id, Panel }) => (
        <Panel key={id} {...props} />
      ))}
    </div>
  );
}
