// The tables of Price Paid data shared by the property page's "sold nearby" panel and the house-prices pages:
// sales (date, price, type, tenure), averages by type and year (the accessible form of the chart), and the
// source line the Open Government Licence asks for.
import type { ReactNode } from "react";
import { formatPounds } from "../../../../domain/pricing.ts";
import type { TrendTable } from "../../../../modules/open-data/model/price-paid/trend.ts";
import type { SaleView } from "../../../../modules/open-data/model/price-paid/views.ts";
import {
  formatSaleDate,
  OGL_URL,
  PRICE_PAID_LICENCE,
  PRICE_PAID_SOURCE,
  PROPERTY_TYPE_LABELS,
  TENURE_LABELS,
} from "../../../../modules/open-data/model/price-paid/wording.ts";
import type { ColumnHeading } from "../../column-headings.tsx";
import { PriceTableHead, PriceTableRow } from "../../price-table.tsx";

const SALE_COLUMNS: ColumnHeading[] = ["Date", "Price", "Type", "Tenure", "Address"];

export function SalesTable({
  sales,
  caption,
  showDistance = false,
}: {
  sales: SaleView[];
  caption: string;
  showDistance?: boolean;
}) {
  return (
    <ScrollsSideways label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-medium">{caption}</caption>
        <PriceTableHead columns={showDistance ? [...SALE_COLUMNS, ["Distance", "py-1"]] : SALE_COLUMNS} />
        <tbody>
          {sales.map((sale) => (
            <tr key={sale.transactionId} className="border-b border-slate-200">
              <td className="py-1 pr-4 whitespace-nowrap">{formatSaleDate(sale.transferredOn)}</td>
              <td className="py-1 pr-4">{formatPounds(sale.price)}</td>
              <td className="py-1 pr-4">
                {PROPERTY_TYPE_LABELS[sale.propertyType]}
                {sale.newBuild ? " (new build)" : ""}
              </td>
              <td className="py-1 pr-4">{TENURE_LABELS[sale.tenure]}</td>
              <td className="py-1 pr-4">{[sale.address, sale.postcode].filter(Boolean).join(", ")}</td>
              {showDistance && sale.distance !== undefined ? (
                <td className="py-1 whitespace-nowrap">{`${(sale.distance / 1_609.344).toFixed(1)} mi`}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollsSideways>
  );
}

export function TrendFigures({
  trend,
  caption,
  chartPath,
}: {
  trend: TrendTable;
  caption: string;
  chartPath: string | null;
}) {
  return (
    <figure className="flex flex-col gap-3">
      {chartPath ? (
        // The table below says everything the chart draws: the image itself is decoration for screen readers.
        <img src={chartPath} alt="" width={480} height={240} loading="lazy" className="h-auto max-w-full" />
      ) : null}
      <figcaption className="font-medium">{caption}</figcaption>
      <ScrollsSideways label={caption}>
        <table className="w-full text-left text-sm">
          <PriceTableHead columns={["Type", ...trend.years.map(String)]} />
          <tbody>
            {trend.rows.map((row) => (
              <PriceTableRow key={row.propertyType} heading={row.label}>
                {row.cells.map((cell, i) => (
                  <td key={trend.years[i]} className="py-1 pr-4">
                    {cell ? (
                      <>
                        {formatPounds(cell.average)}
                        <span className="block text-xs text-slate-600">{`${cell.sales} ${cell.sales === 1 ? "sale" : "sales"}`}</span>
                      </>
                    ) : (
                      "no sales"
                    )}
                  </td>
                ))}
              </PriceTableRow>
            ))}
          </tbody>
        </table>
      </ScrollsSideways>
    </figure>
  );
}

export function PricePaidCredit({ dataTo }: { dataTo: string | null }) {
  return (
    <p className="text-xs text-slate-700">
      {`Source: ${PRICE_PAID_SOURCE}${dataTo ? `, sales registered up to ${formatSaleDate(dataTo)}` : ""}. `}
      {PRICE_PAID_LICENCE.replace("Open Government Licence v3.0.", "")}
      <a href={OGL_URL} className="underline">
        Open Government Licence v3.0
      </a>
      .
    </p>
  );
}

/**
 * A table wider than a phone scrolls sideways inside this box: the box is a named stop in the tab order so a
 * keyboard user can scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
function ScrollsSideways({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      tabIndex={0}
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
    >
      {children}
    </div>
  );
}
