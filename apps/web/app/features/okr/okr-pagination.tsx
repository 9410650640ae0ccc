import { Pagination } from '@mantine/core'
import { usePaginationControls } from '../../components/list-pagination.tsx'

/**
 * The table's pages, with the first and last page buttons. Loaded on demand (`okr.tsx`): a table of one
 * page, the usual one, shows none (ADR 79). The route imports its CSS, so a page drawn by the server
 * with it is styled from the start.
 */
export function OkrPagination({
  total,
  value,
  onChange,
}: {
  total: number
  value: number
  onChange: (page: number) => void
}) {
  const controls = usePaginationControls()
  return (
    <Pagination {...controls} data-okr-pagination total={total} value={value} onChange={onChange} withEdges />
  )
}
