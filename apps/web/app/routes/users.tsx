import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Pagination.css'
import '@mantine/core/styles/Badge.css'
import { Badge, Button, Group, Pagination, Stack, Table, Text, TextInput, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { ImpersonationEvent } from '@portal/contracts/impersonation'
import type { UserSummary } from '@portal/contracts/users'
import { IconSearch } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Form, useNavigate, useSearchParams } from 'react-router'
import { browserApi } from '../lib/browser-api.ts'
import { formatters } from '../lib/format.ts'
import { changeImpersonation } from '../lib/impersonation.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useLocale } from '../lib/use-locale.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/users'

const PAGE_SIZE = 25

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const query = new URLSearchParams({
    page: url.searchParams.get('page') ?? '1',
    page_size: String(PAGE_SIZE),
  })
  const search = url.searchParams.get('search')?.trim()
  if (search) query.set('search', search)
  const api = serverApi(context, request)
  const users = await loadOrRefuse(() =>
    api.get<{ count: number; results: UserSummary[] }>(`/v1/accounts/users/?${query}`),
  )
  // Staff also read the impersonation audit log; for company admins the API answers 403.
  const log = await api
    .get<{ results: ImpersonationEvent[] }>('/v1/accounts/impersonation-log/?page_size=10')
    .then((page) => page.results)
    .catch(() => null)
  return { ...users, log }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The users of the portal (staff) or of one's company (company admins); staff can act as a user. */
export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const me = useMe()
  const locale = useLocale()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const staff = me !== null && (me.role === 1 || me.is_superuser)

  async function impersonate(user: UserSummary) {
    const { ok, notices } = await changeImpersonation(browserApi, { start: user.id })
    for (const notice of notices) notifications.show({ message: t(notice), color: ok ? 'primary' : 'coral' })
    if (ok) navigate(localePath(locale, '/client'))
  }

  const canImpersonate = (user: UserSummary) =>
    staff && user.is_active && user.email !== me?.email && (!user.is_superuser || me?.is_superuser)

  return (
    <Stack>
      <Title order={1}>{t('pages.users')}</Title>
      <Form method="get">
        <Group align="flex-end">
          <TextInput
            name="search"
            label={t('users.search')}
            defaultValue={params.get('search') ?? ''}
            leftSection={<IconSearch size={16} aria-hidden />}
            w={320}
          />
          <Button type="submit" variant="light">
            {t('users.search_submit')}
          </Button>
        </Group>
      </Form>
      <Text c="dimmed" size="sm">
        {t('users.count', { count: loaderData.count })}
      </Text>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('users.name')}</Table.Th>
              <Table.Th>{t('users.email')}</Table.Th>
              <Table.Th>{t('users.role')}</Table.Th>
              <Table.Th>{t('users.companies')}</Table.Th>
              <Table.Th>{t('users.status')}</Table.Th>
              {staff && <Table.Th>{t('users.actions')}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loaderData.results.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>{`${user.first_name} ${user.last_name}`.trim() || '—'}</Table.Td>
                <Table.Td>{user.email}</Table.Td>
                <Table.Td>
                  {t(user.is_superuser ? 'users.superuser' : user.role === 1 ? 'users.admin' : 'users.user')}
                </Table.Td>
                <Table.Td>
                  {user.companies
                    .map((c) => (c.is_company_admin ? `${c.name} (${t('users.company_admin')})` : c.name))
                    .join(', ')}
                </Table.Td>
                <Table.Td>
                  <Badge color={user.is_active ? 'primary' : 'gray'} variant="light">
                    {t(user.is_active ? 'users.active' : 'users.inactive')}
                  </Badge>
                </Table.Td>
                {staff && (
                  <Table.Td>
                    {canImpersonate(user) && (
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
      </Table.ScrollContainer>
      {loaderData.results.length === 0 && <Text>{t('users.empty')}</Text>}
      {loaderData.log && <ImpersonationLog events={loaderData.log} />}
      {loaderData.count > PAGE_SIZE && (
        <Pagination
          aria-label={t('users.pages')}
          total={Math.ceil(loaderData.count / PAGE_SIZE)}
          value={Number(params.get('page') ?? 1)}
          onChange={(page) =>
            setParams((current) => {
              current.set('page', String(page))
              return current
            })
          }
        />
      )}
    </Stack>
  )
}

/** The latest impersonations: who acted as whom, when and from where (audit log, staff only). */
function ImpersonationLog({ events }: { events: ImpersonationEvent[] }) {
  const { t } = useTranslation()
  const { dateTime } = formatters(useLocale())
  return (
    <Stack gap="xs" mt="lg">
      <Title order={2} size="h3">
        {t('impersonation.log_title')}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">{t('impersonation.log_empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('impersonation.log_when')}</Table.Th>
                <Table.Th>{t('impersonation.log_action')}</Table.Th>
                <Table.Th>{t('impersonation.log_actor')}</Table.Th>
                <Table.Th>{t('impersonation.log_target')}</Table.Th>
                <Table.Th>{t('impersonation.log_ip')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {events.map((event) => (
                <Table.Tr key={event.id}>
                  <Table.Td>{dateTime(event.created_at)}</Table.Td>
                  <Table.Td>{t(`impersonation.log_${event.action}`)}</Table.Td>
                  <Table.Td>{event.actor_email}</Table.Td>
                  <Table.Td>{event.target_email}</Table.Td>
                  <Table.Td>{event.ip}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
