import { Anchor, Stack, Text } from '@mantine/core'
import { userNotificationsApi } from '@portal/contracts/notifications'
import { Link } from 'react-router'
import type { ApiClient } from '../../lib/api-client.ts'
import { formatters } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** The dashboard card: the newest unread notifications. */
export const loadUnreadNotifications = (api: ApiClient) =>
  api.call(userNotificationsApi.list, { query: { is_read: 'false', page_size: 5 } })

export function NotificationsCard({ data }: { data: Awaited<ReturnType<typeof loadUnreadNotifications>> }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  return (
    <Stack gap="xs">
      {data.results.length === 0 && <Text size="sm">{t('notifications.card.empty')}</Text>}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.results.map((notification) => (
          <li key={notification.id}>
            <Anchor
              component={Link}
              to={localePath(locale, `/client/notifications/read/${notification.id}`)}
              size="sm"
            >
              {notification.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {format.dateTime(notification.created_at)}
            </Text>
          </li>
        ))}
      </Stack>
      <Anchor component={Link} to={localePath(locale, '/client/notifications')} size="sm">
        {t('notifications.card.all')}
      </Anchor>
    </Stack>
  )
}
