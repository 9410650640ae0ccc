import { Alert, Anchor, Group, Loader, Paper, Stack, Switch, Text } from '@mantine/core'
import type { KeyResult } from '@portal/contracts/okr-key-results'
import { okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { ppmApi } from '@portal/contracts/ppm'
import { Link } from 'react-router'
import { formatters } from '../../../lib/format.ts'
import { localePath } from '../../../lib/locale-path.ts'
import { useRead } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useWrite } from '../../../lib/use-write.ts'

/**
 * The PPM measures linked to a key result with their realised net effects, and the switch that makes
 * its value their sum (issue 14 item 7, ADR 39). Measures are linked on their own page in PPM.
 */
export function LinkedMeasures({ keyResult }: { keyResult: KeyResult }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  const linked = useRead(ppmApi.keyResultMeasures, { params: { id: keyResult.id } })
  const set = useWrite(ppmApi.setKeyResultValueSource, {
    success: t('okr.measures.saved'),
    failure: (said) => said || t('okr.measures.failed'),
    changes: [ppmApi, okrKeyResultsApi],
    reload: true,
  })
  if (linked.isPending) return <Loader size="sm" aria-label={t('okr.table.loading')} />
  if (linked.isError) return <Alert color="gray">{t('ppm.unavailable_title')}</Alert>
  const { currency, measures, effects, from_measures } = linked.data
  const money = (cents: number) => format.currency(cents / 100, currency)
  return (
    <Stack>
      <div>
        <Switch
          checked={from_measures}
          disabled={!keyResult.can_edit || set.busy}
          label={t('okr.measures.switch')}
          onChange={(event) =>
            set.run({ params: { id: keyResult.id }, body: { from_measures: event.currentTarget.checked } })
          }
        />
        <Text size="xs" c="dimmed" mt={4}>
          {t('okr.measures.hint')}
        </Text>
      </div>
      {measures.length === 0 ? (
        <Text c="dimmed">{t('okr.measures.empty')}</Text>
      ) : (
        <Stack gap="xs" data-testid="linked-measures">
          {measures.map((m) => (
            <Paper key={m.id} withBorder p="sm">
              <Group justify="space-between" wrap="nowrap">
                <Anchor component={Link} to={localePath(locale, `/client/ppm?measure=${m.id}`)} fw={600}>
                  {m.title}
                </Anchor>
                <Text size="sm" ta="right">
                  {t('ppm.totals.planned')}: {money(m.effects.planned_cents)} · {t('ppm.totals.actual')}:{' '}
                  {money(m.effects.actual_cents)}
                </Text>
              </Group>
            </Paper>
          ))}
          <Text fw={600} ta="right" data-testid="linked-measures-total">
            {t('ppm.totals.actual')}: {money(effects.actual_cents)}
          </Text>
        </Stack>
      )}
    </Stack>
  )
}
