import '@mantine/core/styles/Checkbox.css'
import '@mantine/core/styles/InlineInput.css'
import '@mantine/core/styles/Switch.css'
import '@mantine/core/styles/Combobox.css'
import '@mantine/core/styles/Pill.css'
import '@mantine/core/styles/PillsInput.css'
import {
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core'
import { useForm } from '@mantine/form'
import type { Me } from '@portal/contracts/accounts'
import type { Company } from '@portal/contracts/companies'
import type { Group as UserGroup } from '@portal/contracts/groups'
import { isLocale, LOCALES, type Locale } from '@portal/contracts/locales'
import { type MembershipInput, type UserDetail, usersApi } from '@portal/contracts/users'
import { useNavigate } from 'react-router'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useContractValidate } from '../../lib/use-contract-validate.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'
import { MembershipsField } from './memberships-field.tsx'
import type { UserRights } from './user-rights.ts'

type Values = {
  email: string
  first_name: string
  last_name: string
  locale: Locale
  is_active: boolean
  role: '0' | '1'
  is_superuser: boolean
  memberships: MembershipInput[]
  group_ids: string[]
  invite: boolean
}

// The role select's values and the API's role numbers (user, admin).
const ROLES = { '0': 0, '1': 1 } as const

interface Props {
  me: Me
  user: UserDetail | null
  rights: UserRights
  groups: UserGroup[]
  companies: Company[]
}

/** The account, its companies and groups; fields the manager may not change are shown disabled. */
export function UserForm({ me, user, rights, groups, companies }: Props) {
  const { t } = useTranslation()
  const locale = useLocale()
  const navigate = useNavigate()
  const active = me.active_company
  // A company admin manages only the membership of their own company.
  const ownCompany =
    rights.staff || !active ? null : { id: active, name: companies.find((c) => c.id === active)?.name ?? '' }
  const form = useForm<Values>({
    initialValues: {
      email: user?.email ?? '',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      locale: user && isLocale(user.locale) ? user.locale : locale,
      is_active: user?.is_active ?? true,
      role: user?.role === 1 ? '1' : '0',
      is_superuser: user?.is_superuser ?? false,
      memberships: user
        ? user.companies.map((c) => ({ company: c.id, is_company_admin: c.is_company_admin }))
        : active
          ? [{ company: active, is_company_admin: false }]
          : [],
      group_ids: user?.groups.map((g) => g.id) ?? [],
      invite: true,
    },
    validate: useContractValidate(
      () => import('@portal/contracts/users'),
      (contract) => (user ? contract.userUpdateInput : contract.userCreateInput),
      { body: bodyOf },
    ),
  })
  // A saved user's page opens again (a new user's address is their id), which loads it anew.
  const opened = (saved: UserDetail) =>
    navigate(localePath(locale, `/client/users/${saved.id}`), { replace: true })
  const saving = { form, failure: t('users.detail.failed'), reload: false, onSuccess: opened }
  const create = useWrite(usersApi.create, { ...saving, success: t('users.detail.created') })
  const update = useWrite(usersApi.update, { ...saving, success: t('users.detail.saved') })
  const companyName = (id: string) =>
    companies.find((c) => c.id === id)?.name ?? user?.companies.find((c) => c.id === id)?.name ?? ''
  const groupOptions = new Map(groups.map((g) => [g.id, g.name]))
  for (const g of user?.groups ?? []) {
    if (!groupOptions.has(g.id)) groupOptions.set(g.id, `${g.name} (${companyName(g.company)})`)
  }

  function bodyOf(values: Values) {
    return {
      email: values.email,
      first_name: values.first_name,
      last_name: values.last_name,
      locale: values.locale,
      group_ids: values.group_ids,
      ...(!rights.rightsLocked && { is_active: values.is_active, memberships: values.memberships }),
      ...(rights.canSetRole && { role: ROLES[values.role], is_superuser: values.is_superuser }),
      ...(!user && { invite: values.invite }),
    }
  }

  async function onSubmit(values: Values) {
    const body = bodyOf(values)
    await (user ? update.run({ params: { id: user.id }, body }) : create.run({ body }))
  }

  const { accountLocked, rightsLocked, locked } = rights
  return (
    <Paper withBorder p="lg">
      <form onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('users.email')}
            type="email"
            required
            disabled={accountLocked}
            {...form.getInputProps('email')}
          />
          <Group grow>
            <TextInput
              label={t('users.detail.first_name')}
              disabled={accountLocked}
              {...form.getInputProps('first_name')}
            />
            <TextInput
              label={t('users.detail.last_name')}
              disabled={accountLocked}
              {...form.getInputProps('last_name')}
            />
          </Group>
          <NativeSelect
            label={t('users.detail.locale')}
            disabled={accountLocked}
            data={LOCALES.map((code) => ({ value: code, label: t(`locale.names.${code}`) }))}
            {...form.getInputProps('locale')}
          />
          <Switch
            label={t('users.detail.is_active')}
            disabled={accountLocked || rightsLocked}
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          {rights.staff && (
            <Group align="flex-end">
              <NativeSelect
                label={t('users.detail.role')}
                disabled={!rights.canSetRole}
                data={[
                  { value: '0', label: t('users.user') },
                  { value: '1', label: t('users.admin') },
                ]}
                {...form.getInputProps('role')}
              />
              <Checkbox
                label={t('users.detail.is_superuser')}
                disabled={!rights.canSetRole}
                {...form.getInputProps('is_superuser', { type: 'checkbox' })}
              />
            </Group>
          )}
          <MembershipsField
            value={form.values.memberships}
            onChange={(memberships) => form.setFieldValue('memberships', memberships)}
            companies={rights.staff ? companies : []}
            ownCompany={ownCompany}
            disabled={rightsLocked}
            error={form.errors.memberships as string | undefined}
          />
          <MultiSelect
            label={t('users.detail.groups')}
            data={[...groupOptions].map(([value, label]) => ({ value, label }))}
            disabled={locked}
            searchable
            clearable
            {...form.getInputProps('group_ids')}
          />
          {!user && (
            <Checkbox
              label={t('users.detail.invite')}
              {...form.getInputProps('invite', { type: 'checkbox' })}
            />
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={form.submitting} disabled={locked}>
              {t('users.detail.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  )
}
