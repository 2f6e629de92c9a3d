/**
 * The count of a paged list when its page tells it: a page that is not full and not beyond the
 * end is the last one, so everything before it and on it is the count, without a count query
 * (most workspaces have one page of properties and tenants). Undefined: the page cannot tell.
 */
export function lastPageCount(rowsOnPage: number, page: { limit: number; offset: number }): number | undefined {
  return rowsOnPage < page.limit && (rowsOnPage > 0 || page.offset === 0) ? page.offset + rowsOnPage : undefined;
}
