/** Spec §9 and api-contract: lists default to page 1 of 10 items; a page holds at most 100. */
export const DEFAULT_PAGE = 1
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

export interface Pagination {
  page: number
  page_size: number
  total: number
  total_pages: number
}

/** One page of a list that is already in memory. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): { items: T[]; pagination: Pagination } {
  const start = (page - 1) * pageSize
  return {
    items: items.slice(start, start + pageSize),
    pagination: {
      page,
      page_size: pageSize,
      total: items.length,
      total_pages: Math.max(1, Math.ceil(items.length / pageSize)),
    },
  }
}
