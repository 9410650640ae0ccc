import '@mantine/core/styles/Tabs.css'
import { Tabs } from '@mantine/core'
import { lazy, type ReactNode, Suspense } from 'react'
import { useTranslation } from '../../lib/texts.ts'
import { withTexts } from '../../lib/texts-on-demand.ts'

// Staff's announcements (a table, a form with pickers) load when their tab is reached, not with the
// inbox (ADR 71).
const loadAnnouncements = withTexts(['fields', 'users'], () => import('./announcements-admin.tsx'))
const AnnouncementsAdmin = lazy(() =>
  loadAnnouncements().then((module) => ({ default: module.AnnouncementsAdmin })),
)

/** Staff's notifications page: the inbox, and the announcements they write (ADR 75: staff only). */
export function StaffTabs({ inbox }: { inbox: ReactNode }) {
  const { t } = useTranslation()
  return (
    <Tabs defaultValue="inbox" keepMounted={false} data-notifications-staff-tabs>
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
  )
}
