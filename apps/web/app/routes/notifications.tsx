import { Stack, Text, Title } from '@mantine/core'
import { isStaffUser } from '@portal/contracts/accounts'
import { userNotificationsApi } from '@portal/contracts/notifications'
import { Suspense } from 'react'
import { partOnDemand } from '../components/part-on-demand.tsx'
import { Inbox, inboxQuery } from '../features/notifications/inbox.tsx'
import { beforeHydration } from '../lib/before-hydration.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/notifications'

// Staff's tabs (the inbox and the announcements) load for staff only; when the server drew them, the
// page hydrates once their code is here, as for a tab opened by its address (ADR 71, 75).
const staffTabs = partOnDemand(() =>
  import('../features/notifications/staff-tabs.tsx').then((module) => module.StaffTabs),
)
if (
  typeof document !== 'undefined' &&
  !document.documentElement.dataset.hydrated &&
  document.querySelector('[data-notifications-staff-tabs]')
)
  beforeHydration(staffTabs.preload())

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
        <Suspense fallback={null}>
          <staffTabs.Part inbox={inbox} />
        </Suspense>
      ) : (
        inbox
      )}
    </Stack>
  )
}
