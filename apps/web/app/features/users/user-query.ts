import { USER_SORTS, userFilterQuery } from '@portal/contracts/users'

/** The list's filters from the page's address, keeping only values the API knows (list and export). */
export function userFiltersOf(params: URLSearchParams) {
  const { shape } = userFilterQuery
  const value = (name: keyof typeof shape) => params.get(name)?.trim() || undefined
  return {
    search: shape.search.safeParse(value('search')).data,
    company: shape.company.safeParse(value('company')).data,
    role: shape.role.safeParse(value('role')).data,
    group: shape.group.safeParse(value('group')).data,
    is_active: (['true', 'false'] as const).find((status) => status === value('is_active')),
    sort: USER_SORTS.find((sort) => sort === value('sort')),
  }
}
