import { Switch, Text } from '@mantine/core'
import { okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { useRead } from '../../../lib/query-keys.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useWrite } from '../../../lib/use-write.ts'

/**
 * Whether a key result takes its value from integrations (ADR 29): a service account's token then
 * pushes its value, recorded as that account's check-in. Who may edit the key result switches it.
 */
export function ValueSourceSwitch({ keyResultId }: { keyResultId: string }) {
  const { t } = useTranslation()
  const source = useRead(okrKeyResultsApi.getValueSource, { params: { id: keyResultId } })
  const set = useWrite(okrKeyResultsApi.setValueSource, {
    failure: t('okr.value_source.failed'),
    reload: false,
  })
  if (!source.data) return null
  return (
    <div>
      <Switch
        checked={source.data.from_integrations}
        disabled={set.busy}
        label={t('okr.value_source.label')}
        onChange={(event) =>
          set.run({ params: { id: keyResultId }, body: { from_integrations: event.currentTarget.checked } })
        }
      />
      <Text size="xs" c="dimmed" mt={4}>
        {t('okr.value_source.hint')}
      </Text>
    </div>
  )
}
