// A place's average price over time on its house-prices page (issue 42 item 9): the server's SVG chart, drawn
// in the page itself (modules/open-data/model/price-paid/price-history.ts), and the table that gives every figure it draws. Plain
// content: the page loads none of this code to show it (house-prices.tsx defers it for good).
import { formatPounds } from "../../../domain/number-format.ts";
import type { PriceHistoryYear } from "../../../modules/open-data/model/price-paid/price-history.ts";
import { PriceTableHead, PriceTableRow } from "../price-table.tsx";

export type PriceHistoryView = { caption: string; chartSvg: string; years: PriceHistoryYear[] };

export function PriceHistoryFigure({ history }: { history: PriceHistoryView }) {
  return (
    <figure className="flex flex-col gap-3">
      {/* Written by the server from numbers and escaped text only (priceHistoryChartSvg). */}
      <div dangerouslySetInnerHTML={{ __html: history.chartSvg }} />
      <figcaption className="font-medium">{history.caption}</figcaption>
      <table className="w-full max-w-2xl text-left text-sm" aria-label={history.caption}>
        <PriceTableHead columns={["Year", "Average price", ["Sales", "py-1"]]} />
        <tbody>
          {history.years.map((entry) => (
            <PriceTableRow key={entry.year} heading={entry.year}>
              <td className="py-1 pr-4">
                {entry.average === null ? "no sales" : formatPounds(entry.average)}
              </td>
              <td className="py-1">{entry.sales}</td>
            </PriceTableRow>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
