import { Alert, Loader, Paper, Stack, Text } from '@mantine/core'
import { type KeyResult, okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { lazy, Suspense } from 'react'
import { formatters, personName } from '../../../lib/format.ts'
import { useRead } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { formatKeyResultValue } from '../key-result-value.ts'
import { ValueSourceSwitch } from './value-source-switch.tsx'

// The chart library is heavy: it loads only when a key result's history is opened.
const CheckInChart = lazy(() => import('./check-in-chart.tsx'))

/** A key result's check-ins: the value over time as a chart, and each one newest first. */
export function CheckInHistory({ keyResult: kr }: { keyResult: KeyResult }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const f = formatters(locale)
  const query = useRead(okrKeyResultsApi.listCheckIns, { params: { id: kr.id }, query: { page_size: 200 } })
  if (query.isPending) return <Loader size="sm" aria-label={t('okr.table.loading')} />
  if (query.isError) return <Alert color="coral">{t('okr.table.load_failed')}</Alert>
  const checkIns = query.data.results
  if (checkIns.length === 0) {
    return (
      <Stack>
        <ValueSourceSwitch keyResultId={kr.id} />
        <Text c="dimmed">{t('okr.check_in.empty')}</Text>
      </Stack>
    )
  }
  const value = (v: number) => formatKeyResultValue(locale, t, kr, v)
  return (
    <Stack>
      <ValueSourceSwitch keyResultId={kr.id} />
      <Suspense fallback={<Loader size="sm" aria-label={t('okr.table.loading')} />}>
        <CheckInChart checkIns={checkIns} keyResult={kr} />
      </Suspense>
      <Text fw={600}>{t('okr.check_in.history')}</Text>
      <Stack gap="xs" data-testid="check-in-list">
        {checkIns.map((c) => (
          <Paper key={c.id} withBorder p="sm">
            <Text size="sm" fw={500}>
              {t('okr.check_in.change', { from: value(c.previous_value), to: value(c.value) })} ·{' '}
              {f.percent(c.progress)} · {t('okr.values.confidence', { value: f.number(c.confidence) })}
            </Text>
            {c.comment && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {c.comment}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {c.author ? personName(c.author) : t('okr.check_in.unknown_author')}
              {c.is_impersonated && ` (${t('okr.check_in.impersonated')})`}
              {c.via_integration && ` (${t('okr.check_in.via_integration')})`}
              {c.via_measures && ` (${t('okr.check_in.via_measures')})`} · {f.dateTime(c.created_at)}
            </Text>
          </Paper>
        ))}
      </Stack>
    </Stack>
  )
}
