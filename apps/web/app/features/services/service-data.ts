import type { IconSet } from '@portal/contracts/icons'
import type { Category, Service } from '@portal/contracts/services'
import type { ApiClient } from '../../lib/api-client.ts'
import type { IconMap } from './service-icon.tsx'

type Page<T> = { count: number; results: T[] }

/** The icons a page draws: the set is public and small, but a page carries only those it uses. */
export async function iconsFor(api: ApiClient, names: string[] | 'all'): Promise<IconMap> {
  const set = await api.get<IconSet>('/v1/public/icons/')
  const wanted = names === 'all' ? null : new Set(names)
  return Object.fromEntries(
    set.results.filter((i) => !wanted || wanted.has(i.name)).map((i) => [i.name, i.svg]),
  )
}

export const categoriesOf = (api: ApiClient) =>
  api.get<Page<Category>>('/v1/services/categories/?page_size=200').then((page) => page.results)

export const servicesOf = (api: ApiClient, query: URLSearchParams) =>
  api.get<Page<Service>>(`/v1/services/?page_size=200&${query}`)
