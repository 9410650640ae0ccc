import { Badge, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core'
import type { DirectoryRun } from '@portal/contracts/directory'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

const STATUS_COLOR = { running: 'secondary', succeeded: 'primary', failed: 'coral' } as const

/** A directory run: its progress while it runs, its counts afterwards. */
export function DirectoryRunReport({ run }: { run: DirectoryRun | null }) {
  const { t } = useTranslation()
  const locale = useLocale()
  if (!run) return <Text size="sm">{t('directory.no_run')}</Text>
  const counts = [
    ['directory.created', run.created],
    ['directory.updated', run.updated],
    ['directory.deactivated', run.deactivated],
    ['directory.unchanged', run.unchanged],
    ['directory.group_changes', run.group_changes],
    ['directory.skipped', run.skipped.length],
  ] as const
  return (
    <Stack gap="xs" data-testid="directory-run">
      <Group gap="xs">
        <Text size="sm" fw={600}>
          {t('directory.last_run')}: {t(`directory.run_kind.${run.kind}`)}
        </Text>
        <Badge color={STATUS_COLOR[run.status]}>{t(`directory.run_status.${run.status}`)}</Badge>
        <Text size="sm" c="dimmed">
          {formatters(locale).dateTime(run.started_at)}
        </Text>
      </Group>
      <Progress
        value={run.total ? (100 * run.processed) / run.total : run.status === 'running' ? 0 : 100}
        aria-label={t('directory.progress', { processed: run.processed, total: run.total })}
      />
      <Text size="sm">{t('directory.progress', { processed: run.processed, total: run.total })}</Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {counts.map(([key, value]) => (
          <Text size="sm" key={key}>
            {t(key)}: <strong>{value}</strong>
          </Text>
        ))}
      </SimpleGrid>
      {run.error && (
        <Text size="sm" c="coral.8" role="alert">
          {run.error}
        </Text>
      )}
    </Stack>
  )
}
