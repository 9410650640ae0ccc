import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import { Anchor, Badge, Button, Table } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { isStaffUser } from '@portal/contracts/accounts'
import type { UserSummary } from '@portal/contracts/users'
import { Link, useNavigate } from 'react-router'
import checkbox from '../../components/native-checkbox.module.css'
import { TableScroll } from '../../components/table-scroll.tsx'
import { browserApi } from '../../lib/browser-api.ts'
import { formatters } from '../../lib/format.ts'
import { changeImpersonation } from '../../lib/impersonation.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useMe } from '../../lib/use-me.ts'
import { roleKey } from './roles.ts'

/** A box alone in its cell, as Mantine's (a block): no line box around it. */
const BOX_STYLE = { display: 'block' } as const

interface Props {
  users: UserSummary[]
  selected: Set<string>
  onSelect: (ids: Set<string>) => void
}

/** Staff act as anyone active but themselves; only a superuser acts as a superuser. */
export function canImpersonate(me: ReturnType<typeof useMe>, user: UserSummary) {
  return (
    me !== null &&
    isStaffUser(me) &&
    !me.is_impersonate &&
    user.is_active &&
    user.email !== me.email &&
    (!user.is_superuser || me.is_superuser)
  )
}

/** The users of one page, with a box per row for bulk actions. */
export function UsersTable({ users, selected, onSelect }: Props) {
  const { t } = useTranslation()
  const me = useMe()
  const locale = useLocale()
  const navigate = useNavigate()
  const { date } = formatters(locale)
  const staff = me !== null && isStaffUser(me)
  const allChosen = users.length > 0 && users.every((u) => selected.has(u.id))
  const toggle = (id: string) => {
    const next = new Set(selected)
    if (!next.delete(id)) next.add(id)
    onSelect(next)
  }

  async function impersonate(user: UserSummary) {
    const { ok, notices } = await changeImpersonation(browserApi, { start: user.id })
    for (const notice of notices) notifications.show({ message: t(notice), color: ok ? 'primary' : 'coral' })
    if (ok) navigate(localePath(locale, '/client'))
  }

  return (
    <TableScroll minWidth={880}>
      <Table striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              {/* The browser's own boxes (ADR 81): Mantine's Checkbox would bring its code to the first screen. */}
              <input
                type="checkbox"
                className={checkbox.box}
                style={BOX_STYLE}
                aria-label={t('users.select_all')}
                checked={allChosen}
                // Some rows chosen: "mixed" (a property only, no attribute; React does not set it).
                ref={(box) => {
                  if (box) box.indeterminate = !allChosen && users.some((u) => selected.has(u.id))
                }}
                onChange={() => onSelect(allChosen ? new Set() : new Set(users.map((u) => u.id)))}
              />
            </Table.Th>
            <Table.Th>{t('users.name')}</Table.Th>
            <Table.Th>{t('users.email')}</Table.Th>
            <Table.Th>{t('users.role')}</Table.Th>
            <Table.Th>{t('users.companies')}</Table.Th>
            <Table.Th w={110}>{t('users.status')}</Table.Th>
            <Table.Th>{t('users.last_login')}</Table.Th>
            {staff && <Table.Th>{t('users.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <Table.Td>
                <input
                  type="checkbox"
                  className={checkbox.box}
                  style={BOX_STYLE}
                  aria-label={t('users.select_row', { email: user.email })}
                  checked={selected.has(user.id)}
                  onChange={() => toggle(user.id)}
                />
              </Table.Td>
              <Table.Td>
                <Anchor component={Link} to={localePath(locale, `/client/users/${user.id}`)}>
                  {`${user.first_name} ${user.last_name}`.trim() || t('users.unnamed')}
                </Anchor>
              </Table.Td>
              <Table.Td>{user.email}</Table.Td>
              <Table.Td>{t(roleKey(user))}</Table.Td>
              <Table.Td>
                {[
                  ...user.companies.map((c) =>
                    c.is_company_admin ? `${c.name} (${t('users.company_admin')})` : c.name,
                  ),
                  ...(user.other_company_count
                    ? [t('users.other_companies', { count: user.other_company_count })]
                    : []),
                ].join(', ')}
              </Table.Td>
              <Table.Td>
                <Badge color={user.is_active ? 'primary' : 'gray'} variant="light">
                  {t(user.is_active ? 'users.active' : 'users.inactive')}
                </Badge>
              </Table.Td>
              <Table.Td>{user.last_login_at ? date(user.last_login_at) : t('users.never')}</Table.Td>
              {staff && (
                <Table.Td>
                  {canImpersonate(me, user) && (
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      aria-label={t('impersonation.start_label', { email: user.email })}
                      onClick={() => impersonate(user)}
                    >
                      {t('impersonation.start')}
                    </Button>
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
