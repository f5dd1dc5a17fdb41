// The reports' shared view (issue 15 item 7): the range form (a GET form, no script) and each report table as
// a server-drawn SVG bar chart, its legend, the same figures as a table (what screen readers read) and a link
// to its CSV. Pure domain code only: this is browser code (routes/admin/README.md).
import { formatResponseTime } from "../../../../modules/leads/model/lead-inbox-format.ts";
import {
  CHART_COLOURS,
  barChartGeometry,
  chartLabel,
  chartedSeries,
  type ReportRange,
  type ReportTable,
} from "../../../../modules/reports/model/report-chart.ts";
import type { ReactNode } from "react";
import { BackLink, BUTTON, Field } from "../admin-form.tsx";
import { DataTable, type Column } from "../../../ui/data-table.tsx";
import { TitledSection } from "../titled-section.tsx";

export type RangeView = { range: ReportRange; errors: Partial<Record<"from" | "to", string>> };

const RANGE_ENDS = [
  { name: "from", label: "From" },
  { name: "to", label: "To" },
] as const;

export function RangeForm({ view, action }: { view: RangeView; action: string }) {
  return (
    <form method="get" action={action} className="flex flex-wrap items-end gap-4" aria-label="Date range">
      {RANGE_ENDS.map(({ name, label }) => (
        <Field
          key={name}
          name={name}
          label={label}
          type="date"
          idPrefix="range"
          defaultValue={view.range[name]}
          errors={view.errors[name] ? [view.errors[name]] : undefined}
        />
      ))}
      <button type="submit" className={BUTTON}>
        Show
      </button>
    </form>
  );
}

const COUNT = new Intl.NumberFormat("en-GB");

function figure(table: ReportTable, seriesIndex: number, value: number | null): string {
  const series = table.series[seriesIndex];
  if (table.unit === "seconds" && series?.name.startsWith("Median")) return formatResponseTime(value);
  return value === null ? "—" : COUNT.format(value);
}

function Chart({ table }: { table: ReportTable }) {
  const chart = barChartGeometry(table);
  const { plot } = chart;
  const charted = chartedSeries(table);
  return (
    <figure className="flex flex-col gap-2">
      <svg
        role="img"
        aria-label={chartLabel(table)}
        viewBox={`0 0 ${chart.width} ${chart.height}`}
        className="h-auto w-full max-w-3xl"
        data-chart={table.key}
      >
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line x1={plot.left} x2={plot.right} y1={tick.y} y2={tick.y} stroke="#d1d5db" />
            <text x={plot.left - 6} y={tick.y + 4} textAnchor="end" fontSize="11" fill="#1f2937">
              {COUNT.format(tick.value)}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <rect
            key={`${bar.category}-${bar.series}`}
            x={bar.x}
            y={bar.y}
            width={bar.width}
            height={bar.height}
            fill={bar.fill}
            stroke="#ffffff"
            strokeWidth={charted.length > 1 ? 0.5 : 0}
            data-category={table.categories[bar.category]}
            data-series={bar.series}
            data-value={bar.value}
          />
        ))}
        <line x1={plot.left} x2={plot.right} y1={plot.bottom} y2={plot.bottom} stroke="#1f2937" />
        {chart.labels.map((label) => (
          <text
            key={label.x}
            x={label.x}
            y={plot.bottom + 16}
            textAnchor="middle"
            fontSize="11"
            fill="#1f2937"
          >
            {label.text}
          </text>
        ))}
      </svg>
      {charted.length > 1 ? (
        <figcaption>
          <ul className="flex flex-wrap gap-4 text-sm" aria-label="Key">
            {charted.map((series, s) => (
              <li key={series.name} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="inline-block h-3 w-3"
                  style={{ backgroundColor: CHART_COLOURS[s % CHART_COLOURS.length] }}
                />
                {series.name}
              </li>
            ))}
          </ul>
        </figcaption>
      ) : null}
    </figure>
  );
}

/** A report's row: one category (a day, a branch, a source), by its place in each series' values. */
type ReportRow = { category: string; index: number };

function reportColumns(table: ReportTable): Column<ReportRow>[] {
  const labels = table.categoryLabels ?? table.categories;
  return [
    { header: table.categoryHeader, cell: (row) => labels[row.index], rowHeader: true },
    ...table.series.map((series, s): Column<ReportRow> => ({
      header: series.name,
      cell: (row) => figure(table, s, series.values[row.index] ?? null),
      headerClassName: "text-right",
      cellClassName: "text-right tabular-nums",
    })),
  ];
}

export function ReportSection({ table, csvHref }: { table: ReportTable; csvHref: string }) {
  const headingId = `report-${table.key}`;
  return (
    <TitledSection
      id={headingId}
      title={table.title}
      className="flex flex-col gap-3"
      attributes={{ "data-report-table": table.key }}
    >
      {table.charted > 0 && table.categories.length > 0 ? <Chart table={table} /> : null}
      <DataTable
        region={`${table.title}: table`}
        regionClassName="max-h-96 overflow-auto"
        caption={table.title}
        columns={reportColumns(table)}
        rows={table.categories.map((category, index) => ({ category, index }))}
        rowAttributes={(row) => ({ "data-row": row.category })}
        rowClassName="border-t border-black/20"
        empty="Nothing in this range."
      />
      <p>
        <a href={csvHref} className="underline" download>
          Download “{table.title}” as CSV
        </a>
      </p>
    </TitledSection>
  );
}

/** A branch's or a listing's report: what report-page.server.ts loadReportPage makes. */
export type ReportPageData = {
  action: string;
  back: string;
  view: RangeView;
  sections: { table: ReportTable; csvHref: string }[];
};

export function ReportPage({
  title,
  intro,
  page,
}: {
  title: string;
  intro: ReactNode;
  page: ReportPageData;
}) {
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-8">
      <BackLink href={page.back}>← Reports</BackLink>
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p>{intro}</p>
      <RangeForm view={page.view} action={page.action} />
      {page.sections.map((section) => (
        <ReportSection key={section.table.key} table={section.table} csvHref={section.csvHref} />
      ))}
    </div>
  );
}
