import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Card.css'
import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core'
import type { Hub, Megatrend, Microtrend } from '@portal/contracts/trends'
import { Link } from 'react-router'
import { formatters } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { AddToHub } from './add-to-hub.tsx'
import { FavoriteButton } from './favorite-button.tsx'

/** A microtrend of the library: its text, megatrends, favourite star and "add to hub". */
export function TrendCard({
  microtrend,
  megatrends,
  favoriteId,
  hubs,
}: {
  microtrend: Microtrend
  megatrends: Map<string, Megatrend>
  favoriteId: string | null
  hubs: Hub[]
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  return (
    <Card withBorder padding="md" component="article" aria-label={microtrend.title}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group wrap="nowrap" align="flex-start">
          {microtrend.preview_picture_url && (
            <img
              src={microtrend.preview_picture_url}
              alt=""
              width={72}
              height={72}
              style={{ objectFit: 'cover', borderRadius: 8 }}
              loading="lazy"
            />
          )}
          <Stack gap={4}>
            <Text fw={600} component="h3" m={0} fz="md">
              <Anchor
                component={Link}
                to={localePath(locale, `/client/trend-managment/microtrends/${microtrend.id}`)}
                inherit
              >
                {microtrend.title}
              </Anchor>
            </Text>
            {microtrend.created_at_external && (
              <Text size="xs" c="dimmed">
                {t('trends.published', { date: format.date(microtrend.created_at_external) })}
              </Text>
            )}
          </Stack>
        </Group>
        <FavoriteButton microtrend={microtrend} favoriteId={favoriteId} />
      </Group>
      <Text size="sm" mt="xs">
        {microtrend.summary}
      </Text>
      <Group justify="space-between" mt="sm">
        <Group gap={6}>
          {microtrend.megatrend_ids.map((id) => {
            const mega = megatrends.get(id)
            return mega ? (
              <Anchor
                key={id}
                component={Link}
                to={localePath(locale, `/client/trend-managment/megatrends/${id}`)}
              >
                <Badge variant="light" color="gray" style={{ borderLeft: `4px solid ${mega.color}` }}>
                  {mega.name}
                </Badge>
              </Anchor>
            ) : null
          })}
        </Group>
        <AddToHub microtrend={microtrend} hubs={hubs} />
      </Group>
    </Card>
  )
}
