import type { PageQuery } from '@portal/contracts/pagination'
import type { FastifyRequest } from 'fastify'

/** LIMIT/OFFSET of a page. */
export const pageWindow = ({ page, page_size }: PageQuery) => ({
  limit: page_size,
  offset: (page - 1) * page_size,
})

/**
 * A list's total when its page already tells it (issue 18, ADR 59): a page that came back short and is
 * not past the end holds the last rows, so the total is the rows before it plus its own, and the count
 * statement can be left out. `null` when only counting can tell (a full page, or an empty one past the
 * first).
 */
export function countFromPage(window: { limit: number; offset: number }, rows: number): number | null {
  if (rows >= window.limit || (rows === 0 && window.offset > 0)) return null
  return window.offset + rows
}

/**
 * `{count, next, previous, results}` with next/previous as links to the same query's other pages.
 * `hasNext` says whether a next page exists when `count` is not exact (an estimate, ADR 41).
 */
export function pageOf<T>(
  request: FastifyRequest,
  query: PageQuery,
  count: number,
  results: T[],
  hasNext?: boolean,
) {
  const link = (page: number) => {
    const url = new URL(request.url, 'http://portal.invalid')
    url.searchParams.set('page', String(page))
    url.searchParams.set('page_size', String(query.page_size))
    return `${url.pathname}${url.search}`
  }
  const lastPage = Math.max(1, Math.ceil(count / query.page_size))
  return {
    count,
    next: (hasNext ?? query.page < lastPage) ? link(query.page + 1) : null,
    previous:
      query.page > 1
        ? link(hasNext === undefined ? Math.min(query.page - 1, lastPage) : query.page - 1)
        : null,
    results,
  }
}
