// The header row of the public pages' figure tables (sold prices, price trends, stamp duty bands, asking
// prices): each column's heading and the classes of its cell, so a table lists its columns once.

/** A column heading: its text and its cell's classes. */
export type ColumnHeading = readonly [label: string, className: string];

export function ColumnHeadings({
  className,
  columns,
}: {
  className: string;
  columns: readonly ColumnHeading[];
}) {
  return (
    <thead>
      <tr className={className}>
        {columns.map(([label, cellClassName]) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
