import type { Company } from '@portal/contracts/companies'
import type { Group } from '@portal/contracts/groups'
import { USER_ROLE_FILTERS, USER_SORTS, type UserSort } from '@portal/contracts/users'
import type { KeyBetween, WebKey } from '@portal/i18n/text-keys'
import { useSearchParams } from 'react-router'
import { LightNativeSelect } from '../../components/light-fields.tsx'
import { SearchForm } from '../../components/search-form.tsx'
import { useTranslation } from '../../lib/texts.ts'

/** The label of each order; a new order in the contract needs its text here. */
const SORT_LABELS: Record<UserSort, KeyBetween<'users.sorts.', '', WebKey>> = {
  name: 'name',
  '-name': 'name_desc',
  email: 'email',
  '-email': 'email_desc',
  created_at: 'created_at',
  '-created_at': 'created_at_desc',
  last_login: 'last_login',
  '-last_login': 'last_login_desc',
}

/** The list's filters, in the address (a GET form): search, company (staff), role, group, status, order. */
export function UserFilters({ companies, groups }: { companies: Company[]; groups: Group[] }) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const all = { value: '', label: t('users.filters.all') }
  const select = (name: string, label: string, data: { value: string; label: string }[]) => (
    <LightNativeSelect
      key={name}
      name={name}
      label={label}
      data={data}
      defaultValue={params.get(name) ?? ''}
      w={180}
    />
  )
  return (
    <SearchForm label={t('users.search')}>
      {companies.length > 0 &&
        select('company', t('users.filters.company'), [
          all,
          ...companies.map((c) => ({ value: c.id, label: c.name })),
        ])}
      {select('role', t('users.filters.role'), [
        all,
        ...USER_ROLE_FILTERS.map((role) => ({ value: role, label: t(`users.${role}`) })),
      ])}
      {groups.length > 0 &&
        select('group', t('users.filters.group'), [
          all,
          ...groups.map((g) => ({ value: g.id, label: g.name })),
        ])}
      {select('is_active', t('users.filters.status'), [
        all,
        { value: 'true', label: t('users.active') },
        { value: 'false', label: t('users.inactive') },
      ])}
      {select(
        'sort',
        t('users.filters.sort'),
        USER_SORTS.map((sort) => ({
          value: sort,
          label: t(`users.sorts.${SORT_LABELS[sort]}`),
        })),
      )}
    </SearchForm>
  )
}
