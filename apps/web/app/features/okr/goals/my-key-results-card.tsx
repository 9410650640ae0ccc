import { Anchor, Group, Stack, Text } from '@mantine/core'
import { quarterOf } from '@portal/contracts/okr'
import { type KeyResult, okrKeyResultsApi } from '@portal/contracts/okr-key-results'
import { Link } from 'react-router'
import type { ApiClient } from '../../../lib/api-client.ts'
import { localePath } from '../../../lib/locale-path.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { useKeyResultValue } from '../key-result-value.ts'
import { HealthBadge, ProgressBar } from '../okr-display.tsx'
import { okrItemPath } from './okr-item-path.ts'

type Page<T> = { count: number; results: T[] }

/** The key results one is responsible for in this quarter's active objectives. */
export const loadMyKeyResults = (api: ApiClient) =>
  api.call(okrKeyResultsApi.list, {
    query: { owner: 'me', status: 'active', period: quarterOf(new Date()), page_size: 10 },
  })

export function MyKeyResultsCard({ data }: { data: Page<KeyResult> }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { standing } = useKeyResultValue()
  if (data.results.length === 0) {
    return <Text c="dimmed">{t('okr_insights.cards.my_key_results.empty')}</Text>
  }
  return (
    <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {data.results.map((kr) => (
        <li key={kr.id}>
          <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
            <div>
              <Anchor component={Link} to={localePath(locale, okrItemPath('key_result', kr.id))} fw={600}>
                {kr.title}
              </Anchor>
              <Text size="xs" c="dimmed">
                {kr.objective.title}
              </Text>
            </div>
            <HealthBadge health={kr.pace} />
          </Group>
          <Text size="sm">{standing(kr)}</Text>
          <ProgressBar
            value={kr.progress}
            title={kr.title}
            health={kr.pace}
            name="okr_insights.progress_of"
          />
        </li>
      ))}
    </Stack>
  )
}
