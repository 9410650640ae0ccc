import '@mantine/core/styles/Grid.css'
import { Grid, Paper, Stack, Text, Title } from '@mantine/core'
import { useMounted } from '@mantine/hooks'
import { globalNotificationsApi, homeApi } from '@portal/contracts/notifications'
import { lexMarkdown } from '../components/markdown-lex.server.ts'
import { greetingKey, HomeAnnouncements, HomeQueue } from '../features/notifications/home.tsx'
import { loadUnreadNotifications, NotificationsCard } from '../features/notifications/notifications-card.tsx'
import { personName } from '../lib/format.ts'
import { pageTitle } from '../lib/page-meta.ts'
import { serverApi } from '../lib/server-api.ts'
import { useTranslation } from '../lib/texts.ts'
import { useMe } from '../lib/use-me.ts'
import type { Route } from './+types/client-home'

export async function loader({ request, context }: Route.LoaderArgs) {
  const api = serverApi(context, request)
  const [queue, announcements, latest] = await Promise.all([
    api.call(homeApi.queue),
    api.call(globalNotificationsApi.current),
    loadUnreadNotifications(api),
  ])
  // Lexed here, so that the browser draws the announcements without marked (ADR 75); a client
  // navigation to the page runs this loader on the server too (there is no clientLoader).
  return {
    queue: queue.results,
    announcements: announcements.results.map(({ body, ...announcement }) => ({
      ...announcement,
      body_tokens: lexMarkdown(body),
    })),
    latest,
  }
}

export const meta: Route.MetaFunction = ({ location }) => pageTitle(location.pathname)

/** `/client`: the user's home — a greeting, the announcements, and one queue of what needs them now. */
export default function ClientHome({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation()
  const me = useMe()
  // The greeting follows the reader's own clock, known only in the browser.
  const mounted = useMounted()
  const name = me ? me.first_name || personName(me) : ''
  return (
    <Stack>
      <Title order={1}>{mounted ? t(greetingKey(new Date().getHours()), { name }) : t('pages.client')}</Title>
      <Text c="dimmed">{t('notifications.home.intro')}</Text>
      <HomeAnnouncements announcements={loaderData.announcements} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <HomeQueue items={loaderData.queue} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Paper withBorder p="lg">
            <Stack>
              <Title order={2} size="h3">
                {t('notifications.home.latest')}
              </Title>
              <NotificationsCard data={loaderData.latest} />
            </Stack>
          </Paper>
        </Grid.Col>
      </Grid>
    </Stack>
  )
}
