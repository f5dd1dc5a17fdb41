// Pagination of the results: previous and next, numbered pages, each a canonical page-N path.
import { Link } from "react-router";
import type { SearchCriteria } from "../../../domain/search/criteria.ts";
import { pageItems } from "./page-links.ts";

export function SearchPagination({
  criteria,
  totalPages,
  href,
}: {
  criteria: SearchCriteria;
  totalPages: number;
  href: (criteria: SearchCriteria) => string;
}) {
  if (totalPages <= 1) return null;
  const { page } = criteria;
  const to = (n: number) => href({ ...criteria, page: n });
  const cell = "inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3";
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={to(page - 1)} rel="prev" className={`${cell} border-black/20`}>
              Previous
            </Link>
          </li>
        ) : null}
        {pageItems(page, totalPages).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={to(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
                className={`${cell} ${item === page ? "border-brand bg-brand text-brand-contrast" : "border-black/20"}`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={to(page + 1)} rel="next" className={`${cell} border-black/20`}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
