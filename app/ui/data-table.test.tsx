import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, nameColumn, type Column } from "./data-table.tsx";
import { Pager } from "./pager.tsx";

type Row = { id: number; name: string; price: string };
const ROWS: Row[] = [
  { id: 1, name: "Mill House", price: "£450,000" },
  { id: 2, name: "The Old Forge", price: "£610,000" },
];
const COLUMNS: Column<Row>[] = [
  nameColumn("Name", (row) => ({ href: `/admin/listings/${row.id}`, text: row.name })),
  { header: "Price", cell: (row) => row.price, sortKey: "price" },
];

describe("DataTable", () => {
  it("draws a caption for screen readers, a header row and a row header per row", () => {
    const html = renderToStaticMarkup(
      <DataTable region="Listings" caption="Listings, newest first" columns={COLUMNS} rows={ROWS} />,
    );
    expect(html).toContain('role="region" aria-label="Listings" tabindex="0"');
    expect(html).toContain('<caption class="sr-only">Listings, newest first</caption>');
    expect(html).toContain('<th scope="col">Name</th><th scope="col">Price</th>');
    expect(html).toContain(
      '<th scope="row" class="font-normal"><a href="/admin/listings/2" class="underline">The Old Forge</a></th>',
    );
    // Without a sort, a sort key draws no link.
    expect(html).not.toContain("aria-sort");
  });

  it("links sortable headers and marks the sorted one with aria-sort", () => {
    const html = renderToStaticMarkup(
      <DataTable
        region="Listings"
        columns={COLUMNS}
        rows={ROWS}
        sort={{ key: "price", direction: "descending", href: (key) => `/admin/listings?sort=${key}` }}
      />,
    );
    expect(html).toContain(
      '<th scope="col" aria-sort="descending"><a href="/admin/listings?sort=price" class="underline">Price</a></th>',
    );
    expect(html).toContain('<th scope="col">Name</th>');
  });

  it("says the list is empty instead of drawing a bare table", () => {
    const html = renderToStaticMarkup(
      <DataTable region="Listings" columns={COLUMNS} rows={[]} empty="No listings yet." />,
    );
    expect(html).toBe("<p>No listings yet.</p>");
  });

  it("leaves out a column the viewer may not see", () => {
    const html = renderToStaticMarkup(
      <DataTable region="Listings" columns={[COLUMNS[0]!, false]} rows={ROWS} />,
    );
    expect(html).not.toContain("Price");
  });
});

describe("Pager", () => {
  it("shows only the pages there are, and the position as text", () => {
    const html = renderToStaticMarkup(
      <Pager
        label="Pages"
        items={[
          { text: "Newer", href: null },
          { status: "Page 1 of 2" },
          { text: "Older", href: "/admin/audit?page=2" },
        ]}
      />,
    );
    expect(html).toBe(
      '<nav aria-label="Pages" class="flex gap-4"><span>Page 1 of 2</span><a href="/admin/audit?page=2" class="underline">Older</a></nav>',
    );
  });
});
