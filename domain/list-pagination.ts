// The pagination block of the site's paged lists (branches, articles): where one page sits among all of them,
// in the JSON's snake_case as the lists' API answers it.

export type ListPagination = {
  page: number;
  total_pages: number;
  total_count: number;
  has_next_page: boolean;
  has_prev_page: boolean;
};

/** `page` of a list of `total` items shown `perPage` at a time (a page past the end is still named). */
export function listPagination(page: number, total: number, perPage: number): ListPagination {
  const totalPages = Math.ceil(total / perPage);
  return {
    page,
    total_pages: totalPages,
    total_count: total,
    has_next_page: page < totalPages,
    has_prev_page: page > 1,
  };
}
