// What the "sold nearby" panel shows once its data has come (loaded lazily by sold-nearby-panel.tsx): the
// newest sales of similar homes within the radius used, the sector's prices by type over five years, the
// source and licence; "no data" said plainly where there is none.
import type { SoldNearbyView } from "../../../../modules/open-data/model/price-paid/views.ts";
import { PROPERTY_TYPE_LABELS } from "../../../../modules/open-data/model/price-paid/wording.ts";
import { PricePaidCredit, SalesTable, TrendFigures } from "./price-paid-tables.tsx";

export function SoldNearbyContent({ view }: { view: SoldNearbyView }) {
  const typeLabel = view.propertyType ? PROPERTY_TYPE_LABELS[view.propertyType].toLowerCase() : null;
  const miles = `${view.radiusMiles} ${view.radiusMiles === 1 ? "mile" : "miles"}`;
  const hasTrend = Boolean(view.sector?.trend.rows.length);
  return (
    <>
      {!typeLabel ? (
        <p>No sold prices are shown for this kind of property.</p>
      ) : view.sales.length ? (
        <SalesTable
          sales={view.sales}
          showDistance
          caption={`Recent sales of ${typeLabel} homes within ${miles}`}
        />
      ) : (
        <p>{`No data: no ${typeLabel} homes are recorded as sold within ${miles} in the last five years.`}</p>
      )}
      {view.sector && hasTrend ? (
        <TrendFigures
          trend={view.sector.trend}
          chartPath={view.sector.chartPath}
          caption={`Average prices by property type in ${view.sector.name}, last five years`}
        />
      ) : view.sector ? (
        <p>{`No data: no sales are recorded in ${view.sector.name} in the last five years.`}</p>
      ) : null}
      {view.sector?.pagePath ? (
        <p>
          <a href={view.sector.pagePath} className="underline">
            {`House prices in ${view.sector.name}`}
          </a>
        </p>
      ) : null}
      <PricePaidCredit dataTo={view.dataTo} />
    </>
  );
}
