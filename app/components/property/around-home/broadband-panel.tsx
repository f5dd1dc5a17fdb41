// Fixed broadband for the home's postcode (Ofcom Connected Nations): availability by tier and median speed.
import { OPEN_DATA_CREDITS } from "../../../../modules/open-data/model/sources.ts";
import type { Broadband } from "../../../../modules/open-data/model/around-home.ts";
import type { AroundHomePanelProps } from "./panel-types.ts";
import { PanelFrame, SourceLine } from "./source-line.tsx";

const ROWS: [string, keyof Broadband, (value: number) => string][] = [
  ["Superfast (30 Mbit/s or more)", "superfastPercent", (v) => `${v}% of premises`],
  ["Ultrafast (300 Mbit/s or more)", "ultrafastPercent", (v) => `${v}% of premises`],
  ["Full fibre", "fullFibrePercent", (v) => `${v}% of premises`],
  ["Gigabit", "gigabitPercent", (v) => `${v}% of premises`],
  ["Median download speed", "medianDownloadMbps", (v) => `${v} Mbit/s`],
];

export function BroadbandPanel({ data }: AroundHomePanelProps) {
  const { broadband, postcode } = data;
  return (
    <PanelFrame id="around-home-broadband" title={postcode ? `Broadband in ${postcode}` : "Broadband"}>
      {broadband.state === "shown" ? (
        <dl className="mt-2 grid gap-y-1">
          {ROWS.map(([term, key, format]) => (
            <div key={key} className="flex justify-between gap-4 border-b border-black/10 py-1">
              <dt>{term}</dt>
              <dd className="text-right font-semibold">
                {broadband.value[key] === null ? "Not published" : format(broadband.value[key])}
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="mt-2">
          No data: Ofcom publishes no broadband figures for this postcode in the data we hold.
        </p>
      )}
      <SourceLine credit={OPEN_DATA_CREDITS.broadband} date={broadband.date} />
    </PanelFrame>
  );
}
