import '@mantine/core/styles/Table.css'
import '@mantine/core/styles/Badge.css'
import '@mantine/core/styles/ActionIcon.css'
import { ActionIcon, Anchor, Badge, Group, Table, Text } from '@mantine/core'
import { marketIntelligenceApi, type Signal } from '@portal/contracts/market-intelligence'
import { IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { formatters } from '../../lib/format.ts'
import { useLocale } from '../../lib/use-locale.ts'
import { useWrite } from '../../lib/use-write.ts'

/** Market signals, newest first; managers may delete them. */
export function SignalTable({ signals, canManage }: { signals: Signal[]; canManage: boolean }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
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
          {canManage && <Table.Th />}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {signals.map((s) => (
          <Table.Tr key={s.id}>
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
                  {s.source}
                </Anchor>
              ) : (
                s.source
              )}
            </Table.Td>
            <Table.Td>{s.tags.join(', ')}</Table.Td>
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
        ))}
      </Table.Tbody>
    </Table>
  )
}
