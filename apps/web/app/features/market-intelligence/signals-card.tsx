import { Anchor, Stack, Text } from '@mantine/core'
import { marketIntelligenceApi, type Signal } from '@portal/contracts/market-intelligence'
import { Link } from 'react-router'
import type { ApiClient } from '../../lib/api-client.ts'
import { formatters } from '../../lib/format.ts'
import { localePath } from '../../lib/locale-path.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

export const loadLatestSignals = (api: ApiClient) =>
  api.call(marketIntelligenceApi.signals, { query: { page_size: 5 } }).then((page) => page.results)

/** The five newest market signals of the company. */
export function SignalsCard({ data: signals }: { data: Signal[] }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const format = formatters(locale)
  if (signals.length === 0) return <Text c="dimmed">{t('market_intelligence.card_signals_empty')}</Text>
  return (
    <Stack gap="xs">
      {signals.map((s) => (
        <div key={s.id}>
          <Text size="sm" fw={600}>
            {s.title}
          </Text>
          <Text size="xs" c="dimmed">
            {format.day(s.occurred_on)} · {s.competitor?.name ?? s.source.name}
          </Text>
        </div>
      ))}
      <Anchor component={Link} to={localePath(locale, '/client/market-intelligence/dashboard')} size="sm">
        {t('market_intelligence.open_dashboard')}
      </Anchor>
    </Stack>
  )
}
