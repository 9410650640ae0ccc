import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core'
import { marketIntelligenceApi, type Signal } from '@portal/contracts/market-intelligence'
import { IconTrash } from '@tabler/icons-react'
import { Fragment, lazy, Suspense, useState } from 'react'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { withTexts } from '../../lib/texts-on-demand.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

// A signal's links show below its row once opened: their code, the link pickers' contracts and their
// texts come then, or already as the pointer or the focus reaches the row's button (ADR 80).
const loadGoalLinks = withTexts(['goal_links'], () => import('./signal-goal-links.tsx'))
const SignalGoalLinks = lazy(() => loadGoalLinks().then((module) => ({ default: module.SignalGoalLinks })))
const preloadGoalLinks = () => void loadGoalLinks().catch(() => undefined)

/**
 * Market signals, newest first, each with what the company does about it (linked objectives and
 * measures, opened below the row); managers link them and delete signals.
 */
export function SignalTable({ signals, canManage }: { signals: Signal[]; canManage: boolean }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  const [open, setOpen] = useState<string | null>(null)
  const remove = useWrite(marketIntelligenceApi.deleteSignal, {
    confirm: (input) =>
      t('market_intelligence.delete_signal_confirm', {
        title: signals.find((s) => s.id === input.params.id)?.title ?? '',
      }),
    success: t('market_intelligence.signal_deleted'),
    failure: t('market_intelligence.failed'),
  })
  if (signals.length === 0) return <Text>{t('market_intelligence.signals_empty')}</Text>
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('market_intelligence.date')}</Table.Th>
          <Table.Th>{t('market_intelligence.title')}</Table.Th>
          <Table.Th>{t('market_intelligence.competitor')}</Table.Th>
          <Table.Th>{t('market_intelligence.source')}</Table.Th>
          <Table.Th>{t('market_intelligence.tags')}</Table.Th>
          <Table.Th>{t('market_intelligence.links')}</Table.Th>
          {canManage && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {signals.map((s) => (
          <Fragment key={s.id}>
            <Table.Tr>
              <Table.Td>{format.day(s.occurred_on)}</Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Badge variant="light" color={s.kind === 'news' ? 'primary' : 'gray.7'}>
                    {t(`market_intelligence.kinds.${s.kind}`)}
                  </Badge>
                  <Text size="sm" fw={600}>
                    {s.title}
                  </Text>
                </Group>
                {s.summary && <Text size="sm">{s.summary}</Text>}
              </Table.Td>
              <Table.Td>{s.competitor?.name ?? '–'}</Table.Td>
              <Table.Td>
                {s.url ? (
                  <Anchor href={s.url} target="_blank" rel="noopener noreferrer">
                    {s.source.name}
                  </Anchor>
                ) : (
                  s.source.name
                )}
              </Table.Td>
              <Table.Td>{s.tags.join(', ')}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="subtle"
                  aria-expanded={open === s.id}
                  onPointerEnter={preloadGoalLinks}
                  onFocus={preloadGoalLinks}
                  onClick={() => setOpen(open === s.id ? null : s.id)}
                >
                  {t('market_intelligence.links_count', {
                    count: s.links.objectives.length + s.links.measures.length,
                  })}
                </Button>
              </Table.Td>
              {canManage && (
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="coral"
                    aria-label={t('market_intelligence.delete_signal', { title: s.title })}
                    onClick={() => remove.run({ params: { id: s.id } })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
            {open === s.id && (
              <Table.Tr>
                <Table.Td colSpan={canManage ? 7 : 6}>
                  <section aria-label={t('market_intelligence.links_of', { title: s.title })}>
                    <Suspense fallback={null}>
                      <SignalGoalLinks signal={s} canManage={canManage} />
                    </Suspense>
                  </section>
                </Table.Td>
              </Table.Tr>
            )}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  )
}
