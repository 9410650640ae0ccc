import '@mantine/core/styles/Tabs.css'
import { Stack, Tabs, Text, Title } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { userNotificationsApi } from '@portal/contracts/notifications'
import { lazy, Suspense } from 'react'
import { Inbox, inboxQuery } from '../features/notifications/inbox.tsx'
import { pageTitle } from '../lib/page-meta.ts'
import { serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { withTexts } from '../lib/texts-on-demand.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/notifications'

// Staff's announcements (a table, a form with pickers) load when their tab is reached, not with the
// inbox (ADR 71).
const loadAnnouncements = withTexts(
  ['fields', 'users'],
  () => import('../features/notifications/announcements-admin.tsx'),
)
const AnnouncementsAdmin = lazy(() =>
  loadAnnouncements().then((module) => ({ default: module.AnnouncementsAdmin })),
)

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = inboxQuery(new URL(request.url).searchParams)
  return serverApi(context, request).call(userNotificationsApi.list, { query })
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** The inbox; staff also write the announcements here. */
export default function NotificationsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const me = useMe()
  const inbox = (
    <Stack>
      <Text c="dimmed">{t('notifications.inbox.intro')}</Text>
      <Inbox page={loaderData} />
    </Stack>
  )
  return (
    <Stack>
      <Title order={1}>{t('pages.notifications')}</Title>
      {me && isStaffUser(me) ? (
        <Tabs defaultValue="inbox" keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="inbox">{t('notifications.inbox.tab')}</Tabs.Tab>
            <Tabs.Tab value="announcements" onPointerEnter={loadAnnouncements} onFocus={loadAnnouncements}>
              {t('notifications.announcements.tab')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="inbox">{inbox}</Tabs.Panel>
          <Tabs.Panel value="announcements">
            <Suspense fallback={null}>
              <AnnouncementsAdmin />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      ) : (
        inbox
      )}
    </Stack>
  )
}
