import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Alert, Group, Paper, Stack, Title } from '@mantine/core'
import type { DashboardCard } from '@portal/contracts/dashboards'
import { IconArrowsMaximize } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import type { CardData, CardKind } from './card-kind.tsx'

/** A card on the dashboard, or on its own page (`full`): title, its body, and the editor's controls. */
export function CardFrame({
  card,
  kind,
  data,
  full = false,
  controls = null,
}: {
  card: DashboardCard
  kind: CardKind
  data: CardData | undefined
  full?: boolean
  controls?: ReactNode
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const definition = kind
  const title = t(definition.title)
  const Icon = definition.icon
  return (
    // `data-card`: the route has the first hydration wait for the drawn cards' code (ADR 76).
    <Paper withBorder p="md" h="100%" component="section" aria-label={title} data-card={card.key}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Icon size={20} aria-hidden color="var(--mantine-color-primary-6)" />
            <Title order={full ? 1 : 2} size={full ? 'h2' : 'h4'}>
              {title}
            </Title>
          </Group>
          {!full && !controls && (
            <ActionIcon
              component={Link}
              to={localePath(locale, `/client/dashboard/card/${card.key}`)}
              variant="subtle"
              aria-label={t('dashboards.open_full', { title })}
            >
              <IconArrowsMaximize size={18} aria-hidden />
            </ActionIcon>
          )}
        </Group>
        {controls}
        {data?.ok === false ? (
          <Alert color="coral" variant="light">
            {t('dashboards.card_failed')}
          </Alert>
        ) : (
          definition.body(card, data?.value, full)
        )}
      </Stack>
    </Paper>
  )
}
