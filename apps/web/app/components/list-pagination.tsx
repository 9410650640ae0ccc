import { Suspense } from 'react'
import { beforeHydration } from '../lib/before-hydration.ts'
import { useTranslation } from '../lib/texts.ts'
import { PAGE_SIZE } from './page-size.ts'
import { partOnDemand } from './part-on-demand.tsx'

export { PAGE_SIZE }

/**
 * Names for Mantine's arrow controls (first, previous, next, last), which show only an icon: spread on
 * every `<Pagination>` so each button says what it does.
 */
export function usePaginationControls() {
  const { t } = useTranslation()
  return {
    getControlProps: (control: 'first' | 'previous' | 'last' | 'next') => ({
      'aria-label': t(`pagination.${control}`),
    }),
  }
}

// Mantine's Pagination loads only for a list longer than a page (most lists are not, ADR 75); when the
// server drew one, the page hydrates once its code is here, so that it answers the first click.
const bar = partOnDemand(() => import('./list-pagination-bar.tsx').then((module) => module.ListPaginationBar))
if (
  typeof document !== 'undefined' &&
  !document.documentElement.dataset.hydrated &&
  document.querySelector('[data-list-pagination]')
)
  beforeHydration(bar.preload())

/**
 * Pages of a list whose page is `?page=` in the address; nothing when one page holds everything. A list
 * with its own page size names it, and may name its pages (`aria-label`) its own way.
 */
export function ListPagination({
  count,
  pageSize = PAGE_SIZE,
  label,
}: {
  count: number
  pageSize?: number
  label?: string
}) {
  if (count <= pageSize) return null
  return (
    <Suspense fallback={null}>
      <bar.Part count={count} pageSize={pageSize} label={label} />
    </Suspense>
  )
}
