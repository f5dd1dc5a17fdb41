// Flood risk from rivers and the sea for the home's postcode (Environment Agency): its band, and the
// residential properties in each band.
import { OPEN_DATA_CREDITS } from "../../../../modules/open-data/model/sources.ts";
import { FLOOD_BANDS, floodSummary } from "../../../../modules/open-data/model/around-home.ts";
import type { AroundHomePanelProps } from "./panel-types.ts";
import { PanelFrame, SourceLine } from "./source-line.tsx";

export function FloodRiskPanel({ data }: AroundHomePanelProps) {
  const { flood } = data;
  return (
    <PanelFrame id="around-home-flood" title="Flood risk from rivers and the sea">
      {flood.state === "shown" ? (
        <>
          <p className="mt-2 font-semibold">{floodSummary(flood.value)}.</p>
          <dl className="mt-2 grid gap-y-1">
            {FLOOD_BANDS.map((band) => (
              <div key={band} className="flex justify-between gap-4 border-b border-black/10 py-1">
                <dt>{band} risk</dt>
                <dd className="text-right">
                  {flood.value.residential[band]} {flood.value.residential[band] === 1 ? "home" : "homes"}
                </dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="mt-2">
          No data: the Environment Agency&apos;s file we hold does not list this postcode.
        </p>
      )}
      <SourceLine credit={OPEN_DATA_CREDITS.flood} date={flood.date} />
    </PanelFrame>
  );
}
