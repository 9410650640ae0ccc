import '@mantine/core/styles/Alert.css'
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Company } from '@portal/contracts/companies'
import type { Group as UserGroup } from '@portal/contracts/groups'
import { type AccountEvent, type UserDetail, usersApi } from '@portal/contracts/users'
import { useNavigate } from 'react-router'
import { browserApi } from '../../lib/browser-api.ts'
import { formatters } from '../../lib/format.ts'
import { changeImpersonation } from '../../lib/impersonation.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useMe } from '../../lib/use-me.ts'
import { useWrite } from '../../lib/use-write.ts'
import { AuditTable } from './audit-table.tsx'
import { UserForm } from './user-form.tsx'
import { userRights } from './user-rights.ts'
import { canImpersonate } from './users-table.tsx'

interface Props {
  user: UserDetail | null
  groups: UserGroup[]
  companies: Company[]
  history: AccountEvent[]
}

/** A user of the administration: the form, what may be done to them, and (staff) their history. */
export function UserPage({ user, groups, companies, history }: Props) {
  const { t } = useTranslation()
  const me = useMe()
  const locale = useLocale()
  const navigate = useNavigate()
  const { dateTime } = formatters(locale)
  const staff = me !== null && userRights(me, user).staff
  const email = user?.email ?? ''
  const failure = t('users.detail.failed')
  const resetPassword = useWrite(usersApi.resetPassword, {
    success: t('users.detail.reset_sent', { email }),
    failure,
    reload: false,
  })
  const remove = useWrite(usersApi.remove, {
    confirm: t(staff ? 'users.detail.delete_confirm' : 'users.detail.remove_confirm', { email }),
    success: staff ? t('users.detail.deleted') : t('users.detail.removed', { email }),
    failure,
    reload: false,
    onSuccess: () => navigate(localePath(locale, '/client/users'), { replace: true }),
  })
  if (!me) return null
  const rights = userRights(me, user)
  const notify = (message: string, ok = true) =>
    notifications.show({ color: ok ? 'primary' : 'coral', message })
  const onReset = (target: UserDetail) => resetPassword.run({ params: { id: target.id } })
  const onRemove = (target: UserDetail) => remove.run({ params: { id: target.id } })

  async function onImpersonate(target: UserDetail) {
    const { ok, notices } = await changeImpersonation(browserApi, { start: target.id })
    for (const notice of notices) notify(t(notice), ok)
    if (ok) navigate(localePath(locale, '/client'))
  }

  const name = user
    ? `${user.first_name} ${user.last_name}`.trim() || user.email
    : t('users.detail.new_title')
  return (
    <Stack maw={860}>
      <Title order={1}>{name}</Title>
      {user && (
        <Text c="dimmed" size="sm">
          {[
            t('users.detail.created_at', { date: dateTime(user.created_at) }),
            t('users.detail.last_login', {
              date: user.last_login_at ? dateTime(user.last_login_at) : t('users.never'),
            }),
            ...(user.email_verified ? [] : [t('users.detail.unverified')]),
          ].join(' · ')}
        </Text>
      )}
      {rights.self && <Alert color="secondary">{t('users.detail.self_hint')}</Alert>}
      {rights.locked && <Alert color="secondary">{t('users.detail.staff_hint')}</Alert>}
      {rights.shared && (
        <Alert color="secondary">
          {t('users.detail.shared_hint', { count: user?.other_company_count ?? 0 })}
        </Alert>
      )}
      <UserForm me={me} user={user} rights={rights} groups={groups} companies={companies} />
      {user && !rights.locked && (
        <Group>
          {user.is_active && (
            <Button variant="light" onClick={() => onReset(user)}>
              {t('users.detail.reset')}
            </Button>
          )}
          {canImpersonate(me, user) && (
            <Button variant="light" onClick={() => onImpersonate(user)}>
              {t('users.detail.impersonate')}
            </Button>
          )}
          {rights.canRemove && (
            <Button variant="subtle" color="coral" onClick={() => onRemove(user)}>
              {t(rights.staff ? 'users.detail.delete' : 'users.detail.remove')}
            </Button>
          )}
        </Group>
      )}
      {rights.staff && user && (
        <Stack gap="xs" mt="md">
          <Title order={2} size="h3">
            {t('users.detail.history')}
          </Title>
          <AuditTable events={history} />
        </Stack>
      )}
    </Stack>
  )
}
