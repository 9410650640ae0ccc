import { cardGrid } from '../../components/card-grid.ts'
import '@mantine/core/styles/Card.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/Image.css'
import { Badge, Card, Center, Group, Image, Text, Title } from '@mantine/core'
import type { Scene } from '@portal/contracts/whiteboard'
import { IconPresentation } from '@tabler/icons-react'
import { Link } from 'react-router'
import { formatters, personName } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { SceneActions } from './scene-actions.tsx'

const SHARING_COLOUR = { private: 'gray', view: 'blue', edit: 'teal' } as const

/** The scenes as cards: preview, title, owner, last change, sharing, and what may be done with each. */
export function SceneGrid({ scenes, filtered }: { scenes: Scene[]; filtered: boolean }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  if (scenes.length === 0) {
    return <Text c="dimmed">{filtered ? t('whiteboard.empty_filtered') : t('whiteboard.empty')}</Text>
  }
  return (
    <div {...cardGrid({ base: 1, sm: 2, lg: 3, xl: 4 })}>
      {scenes.map((scene) => {
        const href = localePath(locale, `/client/svc/whiteboard?scene=${scene.id}`)
        return (
          <Card key={scene.id} withBorder padding="md" component="article">
            <Card.Section>
              <Link to={href} aria-label={t('whiteboard.open_label', { title: scene.title })} tabIndex={-1}>
                {scene.thumbnail_url ? (
                  <Image src={scene.thumbnail_url} alt="" h={160} fit="contain" bg="gray.0" />
                ) : (
                  <Center h={160} bg="gray.0" c="dimmed">
                    <Group gap="xs">
                      <IconPresentation size={20} aria-hidden />
                      <Text size="sm">{t('whiteboard.no_thumbnail')}</Text>
                    </Group>
                  </Center>
                )}
              </Link>
            </Card.Section>
            <Group justify="space-between" align="flex-start" mt="sm" wrap="nowrap">
              <Title order={2} size="h5">
                <Link to={href} style={{ color: 'inherit' }}>
                  {scene.title}
                </Link>
              </Title>
              <SceneActions scene={scene} />
            </Group>
            <Text size="sm" c="dimmed">
              {t('whiteboard.by', { name: personName(scene.owner) })} ·{' '}
              {t('whiteboard.updated', { date: format.dateTime(scene.updated_at) })}
            </Text>
            <Group gap="xs" mt="xs">
              <Badge variant="light" color={SHARING_COLOUR[scene.sharing]}>
                {t(`whiteboard.sharing_badge.${scene.sharing}`)}
              </Badge>
              <Text size="xs" c="dimmed">
                {t('whiteboard.elements', { count: scene.element_count })}
              </Text>
            </Group>
          </Card>
        )
      })}
    </div>
  )
}
