import '@mantine/core/styles/Badge.css'
import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { userNotificationsApi } from '@portal/contracts/notifications'
import { data, Link } from 'react-router'
import { formatters, personName } from '../lib/format.ts'
import { localePath } from '../lib/locale-path.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { loadOrRefuse, serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useLocale } from '../lib/use-locale.ts'
import { isValidParam } from '../route-list.ts'
import type { Route } from './+types/notification'

export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!isValidParam('uuid', params.id)) throw data(null, { status: 404 })
  return loadOrRefuse(() =>
    serverApi(context, request).call(userNotificationsApi.get, { params: { id: params.id } }),
  )
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** One notification, with the way to what it is about (opening it marks it read). */
export default function NotificationPage({ loaderData: notification }: Route.ComponentProps) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  return (
    <Stack>
      <Anchor component={Link} to={localePath(locale, '/client/notifications')} size="sm">
        {t('notifications.inbox.back')}
      </Anchor>
      <Title order={1}>{notification.title}</Title>
      <Paper withBorder p="lg">
        <Stack>
          <Text>{notification.text}</Text>
          <Text size="sm" c="dimmed">
            {[
              format.dateTime(notification.created_at),
              notification.actor
                ? t('notifications.inbox.by', { name: personName(notification.actor) })
                : null,
              notification.company?.name,
              t(`notifications.kinds.${notification.kind}`),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Group>
            <Button component={Link} to={localePath(locale, `/client/notifications/read/${notification.id}`)}>
              {t('notifications.inbox.open')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  )
}
