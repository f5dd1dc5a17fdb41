// Pagination of the results: previous and next, numbered pages, each a canonical page-N path. The markup is
// the content pages' pagination; only the links differ (the criteria with another page).
import type { SearchCriteria } from "../../../modules/search/model/criteria.ts";
import { PagePagination } from "../content-pages/page-pagination.tsx";

export function SearchPagination({
  criteria,
  totalPages,
  href,
}: {
  criteria: SearchCriteria;
  totalPages: number;
  href: (criteria: SearchCriteria) => string;
}) {
  return (
    <PagePagination
      page={criteria.page}
      totalPages={totalPages}
      href={(page) => href({ ...criteria, page })}
    />
  );
}
