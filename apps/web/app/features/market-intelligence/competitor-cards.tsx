import { cardGrid } from '../../components/card-grid.ts'
import '@mantine/core/styles/Card.css'
import { Anchor, Paper, Text } from '@mantine/core'
import type { Competitor } from '@portal/contracts/market-intelligence'
import { formatters } from '../../lib/format.ts'
import { useTranslation } from '../../lib/texts.ts'
import { useLocale } from '../../lib/use-locale.ts'

/** The company's competitors, each with its signal count, last signal and most used tags. */
export function CompetitorCards({ competitors }: { competitors: Competitor[] }) {
  const { t } = useTranslation()
  const format = formatters(useLocale())
  if (competitors.length === 0) return <Text>{t('market_intelligence.competitors_empty')}</Text>
  return (
    <div {...cardGrid({ base: 1, sm: 2, lg: 3 })}>
      {competitors.map((c) => (
        // Card's look (its classes on a Paper) without Card's code, which only arranges card sections.
        <Paper
          key={c.id}
          withBorder
          component="article"
          className="m_e615b15f mantine-Card-root"
          mod={{ orientation: 'vertical' }}
          aria-label={c.name}
        >
          <Text fw={600}>{c.name}</Text>
          {c.website && (
            <Anchor href={c.website} target="_blank" rel="noopener noreferrer" size="sm">
              {c.website}
            </Anchor>
          )}
          <Text size="sm" mt={4}>
            {c.description}
          </Text>
          <Text size="sm" mt="xs" fw={600}>
            {t('market_intelligence.signal_count', { count: c.signal_count })}
          </Text>
          <Text size="sm" c="dimmed">
            {c.last_signal_on
              ? t('market_intelligence.last_signal', { date: format.day(c.last_signal_on) })
              : t('market_intelligence.no_signal')}
          </Text>
          {c.top_tags.length > 0 && (
            <Text size="sm">
              {t('market_intelligence.top_tags')}: {c.top_tags.join(', ')}
            </Text>
          )}
        </Paper>
      ))}
    </div>
  )
}
