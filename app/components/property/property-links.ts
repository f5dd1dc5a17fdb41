// Previous and next property from the last search (spec §2 "properties#show, with previous and next property
// navigation"; spec §3 "Property links: next, prev, nextPage, prevPage"): find the property on the page of
// results the visitor came from and link to its neighbours, reading the page before or after when it sits at
// an edge, so the links cross page boundaries.

/** One page of results as the links need it: the ids in order and whether pages exist either side. */
export type ResultPage = { ids: readonly number[]; hasPrevPage: boolean; hasNextPage: boolean };

/** A neighbour and the results page it is on (the history's page moves with the visitor). */
export type PropertyLink = { id: number; page: number };

export type PropertyLinks = { prev: PropertyLink | null; next: PropertyLink | null };

/**
 * The neighbours of `propertyId` in the results page `page`, or null when the property is not on it (the
 * visit did not come from that search). `fetchPage` answers another page of the same search.
 */
export async function findPropertyLinks(
  propertyId: number,
  page: number,
  fetchPage: (page: number) => Promise<ResultPage>,
): Promise<PropertyLinks | null> {
  const current = await fetchPage(page);
  const at = current.ids.indexOf(propertyId);
  if (at === -1) return null;
  const within = (index: number): PropertyLink | null => {
    const id = current.ids[index];
    return id === undefined ? null : { id, page };
  };
  const [prev, next] = await Promise.all([
    at > 0 ? within(at - 1) : current.hasPrevPage && page > 1 ? edgeOf(page - 1, "last") : null,
    at < current.ids.length - 1 ? within(at + 1) : current.hasNextPage ? edgeOf(page + 1, "first") : null,
  ]);
  return { prev, next };

  async function edgeOf(otherPage: number, edge: "first" | "last"): Promise<PropertyLink | null> {
    const { ids } = await fetchPage(otherPage);
    const id = edge === "first" ? ids[0] : ids.at(-1);
    return id === undefined ? null : { id, page: otherPage };
  }
}
