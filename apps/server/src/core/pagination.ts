import type { PageQuery } from '@portal/contracts/pagination'
import type { FastifyRequest } from 'fastify'

/** LIMIT/OFFSET of a page. */
export const pageWindow = ({ page, page_size }: PageQuery) => ({
  limit: page_size,
  offset: (page - 1) * page_size,
})

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
