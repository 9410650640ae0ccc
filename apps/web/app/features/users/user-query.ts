import { USER_ROLE_FILTERS, USER_SORTS } from '@portal/contracts/users'
import { isValidParam } from '../../route-list.ts'

/**
 * The list's filters from the page's address, keeping only values the API knows (list and export);
 * the server checks them again with `userFilterQuery`, whose rules these follow without zod (ADR 63).
 */
export function userFiltersOf(params: URLSearchParams) {
  const value = (name: string) => params.get(name)?.trim() || undefined
  const uuid = (name: string) => {
    const text = value(name)
    return text && isValidParam('uuid', text) ? text : undefined
  }
  const search = value('search')
  return {
    search: search && search.length <= 200 ? search : undefined,
    company: uuid('company'),
    role: USER_ROLE_FILTERS.find((role) => role === value('role')),
    group: uuid('group'),
    is_active: (['true', 'false'] as const).find((status) => status === value('is_active')),
    sort: USER_SORTS.find((sort) => sort === value('sort')),
  }
}
