// The back office's tables (issue 37 item 3): one component draws every list's caption, header row, rows and
// empty state from column definitions, so the lists differ only in what they show. Server-rendered and
// script-free like the rest of the admin: a sortable header is a plain link the server answers.
import type { ReactNode } from "react";

/** Cells with room around them: a column of links or buttons keeps each target at least 24 px (WCAG 2.5.8). */
export const TABLE = "text-left text-sm [&_td]:px-2 [&_td]:py-2 [&_th]:px-2 [&_th]:py-2";

/** Tighter cells for a table of figures beside other content (a lead's outbox, the branches' response times). */
export const COMPACT_TABLE = "w-full text-left text-sm [&_td]:py-1 [&_td]:pr-3 [&_th]:py-1 [&_th]:pr-3";

const ROW = "border-t border-black/20 align-top";

/**
 * A wide table's own scrolling box (WCAG 1.4.10 allows a data table to scroll in two dimensions; the page itself
 * must not): named, and focusable so a keyboard can scroll it.
 */
export function TableRegion({
  label,
  className = "max-w-full overflow-x-auto",
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="region" aria-label={label} tabIndex={0} className={className} data-table-region>
      {children}
    </div>
  );
}

/** Attributes the pages and tests find a row or cell by (`data-lead-row`, `data-lead-status`, …). */
export type DataAttributes = { [name: `data-${string}`]: string | number | boolean | undefined };

export type Column<Row> = {
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** The cell that names its row: a `<th scope="row">`, so a screen reader announces it with each cell. */
  rowHeader?: boolean;
  /** With the table's `sort`, the header links to the list ordered by this key. */
  sortKey?: string;
  headerClassName?: string;
  /** A row header defaults to `font-normal`: it names the row without shouting. */
  cellClassName?: string | ((row: Row) => string);
  cellAttributes?: (row: Row) => DataAttributes;
};

/** The column that names each row and links to the row's own page, as most lists' first column does. */
export function nameColumn<Row>(
  header: string,
  link: (row: Row, index: number) => { href: string; text: ReactNode },
  cellClassName?: string,
): Column<Row> {
  return {
    header,
    cell: (row, index) => {
      const { href, text } = link(row, index);
      return (
        <a href={href} className="underline">
          {text}
        </a>
      );
    },
    rowHeader: true,
    cellClassName,
  };
}

/** The order the server sorted the rows in, and the address of the list sorted by another column. */
export type TableSort = {
  key: string;
  direction: "ascending" | "descending";
  href: (key: string) => string;
};

/** The scrolling region's name: `region`, else the caption's words when the two would say the same. */
type TableName = { region: string; caption?: ReactNode } | { region?: undefined; caption: string };

export function DataTable<Row>(
  props: TableName & {
    regionClassName?: string;
    /** Read out but not shown (`sr-only`) unless told: most tables sit under a heading that already names them. */
    captionClassName?: string;
    /** Columns left out for this viewer (`false`) are skipped, so a column can depend on a permission. */
    columns: readonly (Column<Row> | false)[];
    rows: readonly Row[];
    rowAttributes?: (row: Row) => DataAttributes;
    rowClassName?: string;
    headRowClassName?: string;
    className?: string;
    /** What a script or a test finds the table by (`data-contrast`, `data-media-kind`, …). */
    tableAttributes?: DataAttributes;
    describedBy?: string;
    /** Shown instead of the table when there are no rows: the list says it is empty rather than show a bare head. */
    empty?: string;
    emptyClassName?: string;
    sort?: TableSort;
    /** False for a table of name and value pairs, whose row headers say all a header row would. */
    headerRow?: boolean;
  },
) {
  const columns = props.columns.filter((column): column is Column<Row> => column !== false);
  if (props.empty !== undefined && props.rows.length === 0) {
    return <p className={props.emptyClassName}>{props.empty}</p>;
  }
  const table = (
    <table
      className={props.className ?? `w-full ${TABLE}`}
      aria-describedby={props.describedBy}
      {...props.tableAttributes}
    >
      {props.caption === undefined ? null : (
        <caption className={props.captionClassName ?? "sr-only"}>{props.caption}</caption>
      )}
      {props.headerRow === false ? null : (
        <thead>
          <tr className={props.headRowClassName}>
            {columns.map((column, c) => (
              <HeaderCell key={c} column={column} sort={props.sort} />
            ))}
          </tr>
        </thead>
      )}
      <tbody>
        {props.rows.map((row, r) => (
          <tr
            // Keyed by place: the back office ships no script, so React never reconciles these rows.
            key={r}
            className={(props.rowClassName ?? ROW) || undefined}
            {...props.rowAttributes?.(row)}
          >
            {columns.map((column, c) => {
              const attributes = column.cellAttributes?.(row);
              const className =
                typeof column.cellClassName === "function" ? column.cellClassName(row) : column.cellClassName;
              return column.rowHeader ? (
                <th key={c} scope="row" className={className ?? "font-normal"} {...attributes}>
                  {column.cell(row, r)}
                </th>
              ) : (
                <td key={c} className={className} {...attributes}>
                  {column.cell(row, r)}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return (
    <TableRegion
      label={props.region === undefined ? props.caption : props.region}
      className={props.regionClassName}
    >
      {table}
    </TableRegion>
  );
}

function HeaderCell<Row>({ column, sort }: { column: Column<Row>; sort: TableSort | undefined }) {
  if (!sort || column.sortKey === undefined) {
    return (
      <th scope="col" className={column.headerClassName}>
        {column.header}
      </th>
    );
  }
  const sorted = sort.key === column.sortKey;
  return (
    <th scope="col" className={column.headerClassName} aria-sort={sorted ? sort.direction : undefined}>
      <a href={sort.href(column.sortKey)} className="underline">
        {column.header}
      </a>
    </th>
  );
}
