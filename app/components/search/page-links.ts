// Which page numbers the pagination shows: the first, the last and two either side of the current page,
// with a gap where numbers are skipped, so the list stays short on a deep search.
export type PageItem = number | "gap";

const AROUND = 2;

export function pageItems(page: number, totalPages: number): PageItem[] {
  const shown = (n: number) => n === 1 || n === totalPages || Math.abs(n - page) <= AROUND;
  // A gap standing for a single page would be no shorter than the number itself.
  const hiddenAlone = (n: number) => !shown(n) && shown(n - 1) && shown(n + 1);
  const items: PageItem[] = [];
  for (let n = 1; n <= totalPages; n++) {
    if (shown(n) || hiddenAlone(n)) items.push(n);
    else if (items.at(-1) !== "gap") items.push("gap");
  }
  return items;
}
