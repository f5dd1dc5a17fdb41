// The look the sold-price tables share (the sales near a home, the price trend by property type, a place's
// price history): a ruled header row and ruled body rows, each headed by its first cell.
import type { ReactNode } from "react";
import { ColumnHeadings, type ColumnHeading } from "./column-headings.tsx";

export function PriceTableHead({ columns }: { columns: readonly ColumnHeading[] }) {
  return <ColumnHeadings className="border-b border-slate-300" cellClassName="py-1 pr-4" columns={columns} />;
}

/** A body row whose first cell names what the rest of the row gives figures for (a year, a property type). */
export function PriceTableRow({ heading, children }: { heading: ReactNode; children: ReactNode }) {
  return (
    <tr className="border-b border-slate-200">
      <th scope="row" className="py-1 pr-4 font-normal">
        {heading}
      </th>
      {children}
    </tr>
  );
}
