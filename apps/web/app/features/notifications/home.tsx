import '@mantine/core/styles/Badge.css'
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core'
import type { Announcement, QueueItem } from '@portal/contracts/notifications'
import type { Token } from 'marked'
import { Link } from 'react-router'
import { MarkdownTokens } from '../../components/markdown-tokens.tsx'
import { formatters } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** "Good morning, Ada": by the hour of the reader's own clock. */
export function greetingKey(hour: number) {
  if (hour < 12) return 'notifications.home.greeting_morning' as const
  if (hour < 18) return 'notifications.home.greeting_afternoon' as const
  return 'notifications.home.greeting_evening' as const
}

/** The home page's one queue: everything that needs the user now, overdue first. */
export function HomeQueue({ items }: { items: QueueItem[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          {t('notifications.home.queue')}
        </Title>
        {items.length === 0 && <Text>{t('notifications.home.queue_empty')}</Text>}
        <Stack
          component="ul"
          gap="sm"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('notifications.home.queue')}
        >
          {items.map((item) => (
            <Group component="li" key={`${item.kind}:${item.id}`} justify="space-between" wrap="nowrap">
              <Stack gap={2}>
                <Group gap="xs">
                  <Badge
                    color={item.urgency === 'overdue' ? 'coral.9' : 'yellow.9'}
                    variant="light"
                    size="sm"
                  >
                    {t(`notifications.home.urgency.${item.urgency}`)}
                  </Badge>
                  <Text size="xs" c="dimmed">
                    {t(`notifications.home.kinds.${item.kind}`)}
                  </Text>
                </Group>
                <Anchor component={Link} to={localePath(locale, item.link)} fw={600}>
                  {item.title}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {item.context}
                </Text>
              </Stack>
              <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {t(item.urgency === 'overdue' ? 'notifications.home.since' : 'notifications.home.due_on', {
                  date: format.day(item.since),
                })}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Paper>
  )
}

/** An announcement as the home page's loader sends it: its body lexed on the server (ADR 75). */
export type LexedAnnouncement = Omit<Announcement, 'body'> & { body_tokens: Token[] }

/** The announcements showing to the user now. */
export function HomeAnnouncements({ announcements }: { announcements: LexedAnnouncement[] }) {
  const { t } = useTranslation()
  if (announcements.length === 0) return null
  return (
    <Stack>
      <Title order={2} size="h3">
        {t('notifications.home.announcements')}
      </Title>
      {announcements.map((announcement) => (
        <Paper key={announcement.id} withBorder p="md">
          <Group gap="xs" mb="xs">
            <Badge color={SEVERITY_COLOUR[announcement.severity]} variant="light">
              {t(`notifications.announcements.severities.${announcement.severity}`)}
            </Badge>
            <Text fw={700}>{announcement.title}</Text>
          </Group>
          <MarkdownTokens tokens={announcement.body_tokens} />
        </Paper>
      ))}
    </Stack>
  )
}

export const SEVERITY_COLOUR = { info: 'primary', warning: 'yellow.9', critical: 'coral.9' } as const
