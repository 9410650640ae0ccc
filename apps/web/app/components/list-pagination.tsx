import '@mantine/core/styles/Pagination.css'
import { Pagination } from '@mantine/core'
import { useSearchParams } from 'react-router'
import { useTranslation } from '../lib/texts.ts'
import { PAGE_SIZE } from './page-size.ts'

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

/** Pages of a list whose page is `?page=` in the address; nothing when one page holds everything. */
export function ListPagination({ count }: { count: number }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const controls = usePaginationControls()
  if (count <= PAGE_SIZE) return null
  return (
    <Pagination
      {...controls}
      aria-label={t('pagination.label')}
      total={Math.ceil(count / PAGE_SIZE)}
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
