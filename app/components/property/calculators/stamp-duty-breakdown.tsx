// spec §9: the tax band by band, each band's tax rounded to 1 decimal.
import { formatThousands } from "../../../../domain/calculators/mortgage.ts";
import type { StampDutyBandResult } from "../../../../domain/calculators/stamp-duty.ts";
import { builtOnFirstUse } from "../../../../domain/number-format.ts";
import { ColumnHeadings } from "../../column-headings.tsx";

const taxFormat = builtOnFirstUse(() => new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 }));

function bandLabel({ from, to }: StampDutyBandResult): string {
  return to === null
    ? `Over £${formatThousands(from)}`
    : `£${formatThousands(from)} to £${formatThousands(to)}`;
}

export function StampDutyBreakdown({ bands }: { bands: StampDutyBandResult[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="mb-1 text-left font-semibold">Band-by-band breakdown</caption>
      <ColumnHeadings
        className="border-b border-ink/30"
        cellClassName="py-1 text-right"
        columns={[["Band", "py-1"], "Rate", "Taxable", "Tax"]}
      />
      <tbody>
        {bands.map((band) => (
          <tr key={band.from} className="border-b border-ink/10">
            <th scope="row" className="py-1 font-normal">
              {bandLabel(band)}
            </th>
            <td className="py-1 text-right">{band.rate}%</td>
            <td className="py-1 text-right">£{formatThousands(band.taxable)}</td>
            <td className="py-1 text-right">£{taxFormat().format(band.tax)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
