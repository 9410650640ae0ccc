import '@mantine/core/styles/Alert.css'
import { Alert, Stack } from '@mantine/core'
import { globalNotificationsApi } from '@portal/contracts/notifications'
import { IconAlertTriangle } from '@tabler/icons-react'
import { Markdown } from '../../components/markdown.tsx'
import { useTranslation } from '../../lib/texts.ts'
import { useWrite } from '../../lib/use-write.ts'
import { useCurrentAnnouncements } from './notifications-queries.ts'

/** Critical announcements, as a banner on every page until the reader hides them. */
export function CriticalAnnouncements() {
  const { t } = useTranslation()
  const current = useCurrentAnnouncements()
  const dismiss = useWrite(globalNotificationsApi.dismiss, { reload: false })
  const critical = (current.data?.results ?? []).filter((a) => a.severity === 'critical')
  if (critical.length === 0) return null
  return (
    <Stack gap="xs" mb="md">
      {critical.map((announcement) => (
        <Alert
          key={announcement.id}
          color="coral"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={announcement.title}
          withCloseButton
          closeButtonLabel={t('announcement.dismiss')}
          onClose={() => dismiss.run({ params: { id: announcement.id } })}
          role="alert"
        >
          <Markdown>{announcement.body}</Markdown>
        </Alert>
      ))}
    </Stack>
  )
}
