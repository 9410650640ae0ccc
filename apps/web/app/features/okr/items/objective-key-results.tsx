import { Alert, Anchor, Group, Loader, Stack, Text } from '@mantine/core'
import { okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { useRead } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { formatKeyResultStanding } from '../key-result-value.ts'
import type { ItemRef } from '../okr-api.ts'
import { HealthBadge, ProgressBar } from '../okr-display.tsx'

/** An objective's key results with their value, pace and progress; each title opens its key result. */
export function ObjectiveKeyResults({
  objectiveId,
  onOpen,
}: {
  objectiveId: string
  onOpen: (ref: ItemRef) => void
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const query = useRead(okrKeyResultsApi.list, { query: { objective: objectiveId, page_size: 200 } })
  if (query.isPending) return <Loader size="sm" aria-label={t('okr.table.loading')} />
  if (query.isError) return <Alert color="coral">{t('okr.table.load_failed')}</Alert>
  if (query.data.results.length === 0) return <Text c="dimmed">{t('okr.key_results.empty')}</Text>
  return (
    <Stack gap="sm">
      {query.data.results.map((kr) => (
        <Stack key={kr.id} gap={2}>
          <Group justify="space-between" wrap="nowrap">
            <Anchor
              component="button"
              type="button"
              size="sm"
              fw={500}
              ta="start"
              onClick={() => onOpen({ type: 'key_result', id: kr.id })}
            >
              {kr.title}
            </Anchor>
            <HealthBadge health={kr.pace} />
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {formatKeyResultStanding(locale, t, kr)}
            </Text>
            <ProgressBar value={kr.progress} title={kr.title} name="okr.progress_of" />
          </Group>
        </Stack>
      ))}
    </Stack>
  )
}
