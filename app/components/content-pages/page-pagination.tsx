// Numbered pagination for the search results and the branch and article lists: previous, numbered pages and
// next, each a real link (the page works without script). The page numbers shown come from the search
// results' own rule; `href` gives each page's address.
import { Link } from "react-router";
import { pageItems } from "../search/page-links.ts";

export function PagePagination({
  page,
  totalPages,
  href,
  label = "Pagination",
}: {
  page: number;
  totalPages: number;
  href: (page: number) => string;
  label?: string;
}) {
  if (totalPages <= 1) return null;
  const cell = "inline-flex min-h-11 min-w-11 items-center justify-center rounded border px-3";
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className={`${cell} border-black/20`}>
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
                to={href(item)}
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
            <Link to={href(page + 1)} rel="next" className={`${cell} border-black/20`}>
              Next
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
