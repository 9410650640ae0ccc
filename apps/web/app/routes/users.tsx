import '@mantine/core/styles/Tabs.css'
import { Stack, Tabs, Text, Title } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { companiesApi } from '@portal/contracts/companies'
import { adApi } from '@portal/contracts/directory'
import { groupsApi } from '@portal/contracts/groups'
import { impersonationApi } from '@portal/contracts/impersonation'
import { MAIL_STATUSES, mailApi } from '@portal/contracts/mail'
import { ACCOUNT_EVENT_ACTIONS, usersApi } from '@portal/contracts/users'
import { Suspense } from 'react'
import { data, useSearchParams } from 'react-router'
import { PAGE_SIZE } from '../components/list-pagination.tsx'
import { partOnDemand, preloadAddressTab } from '../components/part-on-demand.tsx'
import { userFiltersOf } from '../features/users/user-query.ts'
import { UsersTab } from '../features/users/users-tab.tsx'
import { ApiError } from '../lib/api-client.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { companyListOrNotice, currentUser, loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { withTexts } from '../lib/texts-on-demand.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/users'

// The tabs after the first with their own address (their forms, pickers and tables with them) load
// when chosen, or before the page hydrates when its address opens one (ADR 71), with the texts only
// they show (ADR 72).
const tabParts = {
  groups: partOnDemand(
    withTexts(['fields', 'groups', 'member_sets', 'people'], () =>
      import('../features/groups/groups-tab.tsx').then((module) => module.GroupsTab),
    ),
  ),
  directory: partOnDemand(
    withTexts(['directory'], () =>
      import('../features/directory/directory-tab.tsx').then((module) => module.DirectoryTab),
    ),
  ),
  audit: partOnDemand(() => import('../features/users/audit-tab.tsx').then((module) => module.AuditTab)),
  outbox: partOnDemand(
    withTexts(['outbox'], () =>
      import('../features/outbox/outbox-tab.tsx').then((module) => module.OutboxTab),
    ),
  ),
}
const GroupsTab = tabParts.groups.Part
const DirectoryTab = tabParts.directory.Part
const AuditTab = tabParts.audit.Part
const OutboxTab = tabParts.outbox.Part
preloadAddressTab(tabParts)

const TABS = ['users', 'groups', 'directory', 'audit', 'outbox'] as const
type Tab = (typeof TABS)[number]
/** The tab's page of its list, from the page's address. */
const pageOf = (url: URL) => ({ page: url.searchParams.get('page') ?? '1', page_size: PAGE_SIZE })

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const tab = (TABS as readonly string[]).includes(url.searchParams.get('tab') ?? '')
    ? (url.searchParams.get('tab') as Tab)
    : 'users'
  const api = serverApi(context, request)
  const me = await currentUser(context, request)
  const staff = me !== null && isStaffUser(me)
  if ((tab === 'audit' || tab === 'outbox') && !staff) throw data(null, { status: 403 })
  // Groups of the active company: the users tab filters and assigns them. None without a company.
  const groups = () =>
    api.call(groupsApi.list, { query: { page_size: 200 } }).then(
      (page) => page.results,
      () => [],
    )
  if (tab === 'groups') {
    const search = url.searchParams.get('search')?.trim() || undefined
    const list = await loadOrRefuse(() => api.call(groupsApi.list, { query: { ...pageOf(url), search } }))
    return { tab, groups: list }
  }
  if (tab === 'directory') {
    // A company without a directory (409), or one that cannot be read, shows the server's words.
    const search = url.searchParams.get('search')?.trim() || undefined
    const [list, last] = await Promise.all([
      companyListOrNotice(() => api.call(adApi.users, { query: { search } })).catch((error) => {
        if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 502)) throw error
        return { count: 0, results: [], notice: error.problem.detail ?? null }
      }),
      api.call(adApi.lastRun).then(
        (answer) => answer.run,
        () => null,
      ),
    ])
    return { tab, directoryUsers: list.results, directoryNotice: list.notice, directoryRun: last }
  }
  if (tab === 'audit') {
    const action = ACCOUNT_EVENT_ACTIONS.find((name) => name === url.searchParams.get('action')?.trim())
    const [events, impersonations] = await Promise.all([
      api.call(usersApi.auditLog, { query: { ...pageOf(url), action } }),
      api.call(impersonationApi.impersonationLog, { query: { page_size: 10 } }),
    ])
    return { tab, events, impersonations: impersonations.results }
  }
  if (tab === 'outbox') {
    return {
      tab,
      mails: await api.call(mailApi.outbox, {
        query: {
          ...pageOf(url),
          search: url.searchParams.get('search')?.trim() || undefined,
          status: MAIL_STATUSES.find((status) => status === url.searchParams.get('status')?.trim()),
        },
      }),
    }
  }
  const [users, groupOptions, companies] = await Promise.all([
    loadOrRefuse(() =>
      api.call(usersApi.list, { query: { ...pageOf(url), ...userFiltersOf(url.searchParams) } }),
    ),
    groups(),
    staff
      ? api.call(companiesApi.list, { query: { page_size: 200 } }).then((page) => page.results)
      : Promise.resolve([]),
  ])
  return { tab, users, groupOptions, companies }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/**
 * The users administration hub: users (staff: everyone; company admins: their company), groups, and for
 * staff the audit log and the outbox. Tabs are part of the address, so each loads only its own data.
 */
export default function Users({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const me = useMe()
  const [params, setParams] = useSearchParams()
  const staff = me !== null && isStaffUser(me)
  const tabs: Tab[] = staff ? [...TABS] : ['users', 'groups', 'directory']
  return (
    <Stack>
      <Title order={1}>{t('pages.users')}</Title>
      <Text c="dimmed">{t('users.intro')}</Text>
      <Tabs
        value={loaderData.tab}
        onChange={(tab) => {
          // The tab's code comes with its data, not after it.
          if (tab && Object.hasOwn(tabParts, tab)) void tabParts[tab as keyof typeof tabParts].preload()
          setParams(tab && tab !== 'users' ? { tab } : {})
        }}
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab} value={tab}>
              {t(`users.tabs.${tab}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={loaderData.tab} pt="md">
          <Suspense fallback={null}>
            {loaderData.tab === 'users' && (
              <UsersTab
                key={params.toString()}
                users={loaderData.users}
                groups={loaderData.groupOptions}
                companies={loaderData.companies}
              />
            )}
            {loaderData.tab === 'groups' && <GroupsTab groups={loaderData.groups} />}
            {loaderData.tab === 'directory' && (
              <DirectoryTab
                key={params.toString()}
                users={loaderData.directoryUsers}
                notice={loaderData.directoryNotice}
                run={loaderData.directoryRun}
              />
            )}
            {loaderData.tab === 'audit' && (
              <AuditTab events={loaderData.events} impersonations={loaderData.impersonations} />
            )}
            {loaderData.tab === 'outbox' && <OutboxTab mails={loaderData.mails} />}
          </Suspense>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  )
}
