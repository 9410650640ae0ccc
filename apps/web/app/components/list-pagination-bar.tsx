import '@mantine/core/styles/Pagination.css'
import { Pagination } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { useTranslation } from '../lib/texts.ts'
import { PAGE_SIZE, usePaginationControls } from './list-pagination.tsx'

/** The pages of a list longer than one page (list-pagination.tsx loads it when one is). */
export function ListPaginationBar({
  count,
  pageSize = PAGE_SIZE,
  label,
}: {
  count: number
  pageSize?: number
  label?: string
}) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const controls = usePaginationControls()
  return (
    <Pagination
      {...controls}
      data-list-pagination
      aria-label={label ?? t('pagination.label')}
      total={Math.ceil(count / pageSize)}
      value={Number(params.get('page') ?? 1)}
      onChange={(page) =>
        setParams((current) => {
          current.set('page', String(page))
          return current
        })
      }
    />
  )
}
