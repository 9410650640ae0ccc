import { iconsApi } from '@portal/contracts/icons'
import { serviceCategoriesApi, servicesApi } from '@portal/contracts/services'
import type { ApiClient } from '../../lib/api-client.ts'
import type { IconMap } from './service-icon.tsx'

/** The icons a page draws: the set is public and small, but a page carries only those it uses. */
export async function iconsFor(api: ApiClient, names: string[] | 'all'): Promise<IconMap> {
  const set = await api.call(iconsApi.list)
  const wanted = names === 'all' ? null : new Set(names)
  return Object.fromEntries(
    set.results.filter((i) => !wanted || wanted.has(i.name)).map((i) => [i.name, i.svg]),
  )
}

export const categoriesOf = (api: ApiClient) =>
  api.call(serviceCategoriesApi.list, { query: { page_size: 200 } }).then((page) => page.results)

/** The catalogue's services (up to 200), searched or of one category; `manage`: every one, for staff. */
export const servicesOf = (
  api: ApiClient,
  filters: { search?: string; category?: string; manage?: 'true' },
) => api.call(servicesApi.list, { query: { page_size: 200, ...filters } })
