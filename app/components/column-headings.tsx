// The header row of the public pages' figure tables (sold prices, price trends, stamp duty bands, asking
// prices): each column's heading once, with its cell's classes where they differ from the table's own.

/** A column heading: its text alone (the table's `cellClassName`), or its text and its cell's classes. */
export type ColumnHeading = string | readonly [label: string, className: string];

export function ColumnHeadings({
  className,
  cellClassName,
  columns,
}: {
  className: string;
  cellClassName: string;
  columns: readonly ColumnHeading[];
}) {
  return (
    <thead>
      <tr className={className}>
        {columns.map((column) => {
          const [label, classes] = typeof column === "string" ? [column, cellClassName] : column;
          return (
            <th key={label} scope="col" className={classes}>
              {label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
