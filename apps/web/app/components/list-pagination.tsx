import '@mantine/core/styles/Pagination.css'
import { Pagination } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'

/** How many rows a paginated list of the administration shows at once. */
export const PAGE_SIZE = 25

/** Pages of a list whose page is `?page=` in the address; nothing when one page holds everything. */
export function ListPagination({ count }: { count: number }) {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  if (count <= PAGE_SIZE) return null
  return (
    <Pagination
      aria-label={t('users.pages')}
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
