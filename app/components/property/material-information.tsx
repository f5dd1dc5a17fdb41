// The material information of the page (National Trading Standards parts A–C; modules/listings/model/material-information.ts
// decides each item and its "Ask the agent").
import {
  materialInformationItems,
  type MaterialInput,
} from "../../../modules/listings/model/material-information.ts";
import type { PropertyDetails } from "../../../modules/listings/model/property-details.ts";

type MaterialProps = Pick<
  PropertyDetails,
  "channel" | "tenure" | "materialInformation" | "tags" | "epcRating" | "epcCharts" | "openDataFallbacks"
>;

/** The page's listing as the material information reads it. */
export function materialInput(p: MaterialProps): MaterialInput {
  return {
    channel: p.channel,
    tenure: p.tenure,
    materialInformation: p.materialInformation,
    tags: p.tags,
    epcRating: p.epcRating,
    epcChartCount: p.epcCharts.length,
    openData: p.openDataFallbacks,
  };
}

export function MaterialInformation({ property }: { property: MaterialProps }) {
  return (
    <section aria-labelledby="material-information">
      <h2 id="material-information" className="text-xl font-semibold">
        Material information
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
        {materialInformationItems(materialInput(property)).map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 border-b border-black/10 py-1">
            <dt>{term}</dt>
            <dd className="text-right font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
