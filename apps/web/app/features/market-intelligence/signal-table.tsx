import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Badge, Button, Group, Table, Text } from '@mantine/core'
import { marketIntelligenceApi, type Signal } from '@portal/contracts/market-intelligence'
import { IconTrash } from '@tabler/icons-react'
import { Fragment, useState } from 'react'
import { GoalLinks } from '../../components/goal-links.tsx'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

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
                    <SignalGoalLinks signal={s} canManage={canManage} />
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

/** A signal's linked objectives and measures; managers link and unlink them. */
function SignalGoalLinks({ signal, canManage }: { signal: Signal; canManage: boolean }) {
  const { t } = useTranslation()
  const save = useWrite(marketIntelligenceApi.linkSignal, {
    success: t('market_intelligence.links_saved'),
    failure: t('market_intelligence.failed'),
  })
  const objective_ids = signal.links.objectives.map((o) => o.id)
  const measure_ids = signal.links.measures.map((m) => m.id)
  const run = (body: { objective_ids: string[]; measure_ids: string[] }) =>
    save.run({ params: { id: signal.id }, body })
  return (
    <GoalLinks
      heading={t('goal_links.what_we_do')}
      links={signal.links}
      busy={save.busy}
      onObjectives={canManage ? (ids) => run({ objective_ids: ids, measure_ids }) : undefined}
      onMeasures={canManage ? (ids) => run({ objective_ids, measure_ids: ids }) : undefined}
    />
  )
}
