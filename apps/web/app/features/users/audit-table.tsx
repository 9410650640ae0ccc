import '@mantine/core/styles/Table.css'
import { Table, Text } from '@mantine/core'
import type { AccountEvent } from '@portal/contracts/users'
import { TableScroll } from '../../components/table-scroll.tsx'
import { formatters } from '../../lib/format.ts'
import type { Translate } from '../../lib/texts.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

// An event's details are free-form JSON: each value is checked, never asserted.
const text = (value: unknown) => (typeof value === 'string' ? value : '')
const texts = (value: unknown) => (Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [])
const emailsOf = (value: unknown) =>
  Array.isArray(value)
    ? value.map((entry) => (typeof entry === 'object' && entry !== null ? text(entry.email) : ''))
    : []
const ROLES = ['user', 'admin', 'superuser'] as const
/** A role as the event stored it (`user`, `admin`, `superuser`), in the reader's language. */
function roleName(value: unknown, t: Translate) {
  const role = ROLES.find((known) => known === value)
  return role ? t(`users.${role}`) : text(value)
}

const REFUSALS = ['revoked', 'expired', 'owner_inactive', 'scope', 'rate_limit'] as const

/** One line about what changed, from an event's details. */
function detailsOf(event: AccountEvent, t: Translate) {
  const d = event.details
  switch (event.action) {
    case 'updated':
      return t('users.audit.fields', { fields: texts(d.fields).join(', ') })
    case 'role_changed':
      return t('users.audit.role', { from: roleName(d.from, t), to: roleName(d.to, t) })
    case 'company_admin_changed':
      return t(d.is_company_admin ? 'users.audit.company_admin_on' : 'users.audit.company_admin_off', {
        company: text(d.company_name),
      })
    case 'membership_added':
    case 'membership_removed':
      return text(d.company_name)
    case 'duplicates_merged':
      return t('users.audit.merged', {
        emails: emailsOf(d.merged)
          .map((email) => `“${email}”`)
          .join(', '),
      })
    case 'login_locked':
      return t(
        `users.audit.locked_${text(d.scope) === 'ip' ? 'ip' : text(d.scope) === 'device' ? 'device' : 'account'}`,
        {
          failures: d.failures,
          ip: text(d.ip),
        },
      )
    case 'token_created':
    case 'token_revoked':
      return t('users.audit.token', { name: text(d.token_name) })
    case 'token_refused':
      return t('users.audit.token_refused', {
        name: text(d.token_name),
        reason: t(`users.audit.token_reasons.${REFUSALS.find((r) => r === d.reason) ?? 'scope'}`),
      })
    case 'service_account_created':
    case 'service_account_removed':
      return text(d.name)
    case 'deactivated':
      return d.reason === 'no_company' ? t('users.audit.no_company') : ''
    case 'created':
    case 'deleted':
      return [...texts(d.companies), ...(d.invited ? [t('users.audit.invited')] : [])].join(', ')
    default:
      return ''
  }
}

/** The administration log: when, what, by whom (and the admin behind an impersonation), to whom. */
export function AuditTable({ events }: { events: AccountEvent[] }) {
  const { t } = useTranslation()
  const { dateTime } = formatters(useLocale())
  if (events.length === 0) return <Text c="dimmed">{t('users.audit.empty')}</Text>
  return (
    <TableScroll minWidth={720}>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.audit.when')}</Table.Th>
            <Table.Th>{t('users.audit.action')}</Table.Th>
            <Table.Th>{t('users.audit.actor')}</Table.Th>
            <Table.Th>{t('users.audit.target')}</Table.Th>
            <Table.Th>{t('users.audit.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => (
            <Table.Tr key={event.id}>
              <Table.Td>{dateTime(event.created_at)}</Table.Td>
              <Table.Td>{t(`users.audit.actions.${event.action}`)}</Table.Td>
              <Table.Td>
                {event.actor_email}
                {event.impersonator_email && (
                  <Text span size="xs" c="dimmed">
                    {` ${t('users.audit.impersonated_by', { email: event.impersonator_email })}`}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{event.target_email}</Table.Td>
              <Table.Td>{detailsOf(event, t)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  )
}
