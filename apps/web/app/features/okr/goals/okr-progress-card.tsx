import { Anchor, Group, Stack, Text, Title } from '@mantine/core'
import { type OkrDashboard, okrDashboardApi } from '@portal/contracts/okr-dashboard'
import { Link } from 'react-router'
import type { ApiClient } from '../../../lib/api-client.ts'
import { localePath } from '../../../lib/locale-path.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { ProgressBar } from '../progress-bar.tsx'
import { usePeriodLabel } from './period-label.ts'

export interface OkrProgress {
  period: OkrDashboard['period']
  progress: number
  objectives: number
  at_risk: number
  by_team: OkrDashboard['by_team']
}

/** The current quarter's progress: the company's average and each team's (what the card shows only). */
export async function loadOkrProgress(api: ApiClient): Promise<OkrProgress> {
  const dashboard = await api.call(okrDashboardApi.get)
  return {
    period: dashboard.period,
    progress: dashboard.totals.progress,
    objectives: dashboard.totals.objectives,
    at_risk: dashboard.totals.key_results_at_risk,
    by_team: dashboard.by_team,
  }
}

export function OkrProgressCard({ data }: { data: OkrProgress }) {
  const { t } = useTranslation()
  const locale = useLocale()
  const periodLabel = usePeriodLabel()
  const company = t('okr_insights.cards.okr_progress.company', { period: periodLabel(data.period.key) })
  const dashboardLink = (
    <Anchor component={Link} to={localePath(locale, `/client/dashboard/goals?period=${data.period.key}`)}>
      {t('okr_insights.cards.okr_progress.dashboard')}
    </Anchor>
  )
  if (data.objectives === 0) {
    return (
      <Stack gap="xs">
        <Text c="dimmed">{t('okr_insights.cards.okr_progress.empty')}</Text>
        {dashboardLink}
      </Stack>
    )
  }
  return (
    <Stack gap="sm">
      <div>
        <Group justify="space-between" gap="xs">
          <Text fw={600}>{company}</Text>
          <Text size="sm" c="dimmed">
            {t('okr_insights.cards.okr_progress.objectives', { count: data.objectives })}
          </Text>
        </Group>
        <ProgressBar value={data.progress} title={company} name="okr_insights.progress_of" />
        {data.at_risk > 0 && (
          <Text size="sm" c="coral.8">
            {t('okr_insights.cards.okr_progress.at_risk', { count: data.at_risk })}
          </Text>
        )}
      </div>
      <Title order={3} size="h6" c="dimmed">
        {t('okr_insights.cards.okr_progress.teams')}
      </Title>
      <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.by_team.map((row) => {
          const name = row.team?.name ?? t('okr_insights.no_team')
          return (
            <li key={row.team?.id ?? 'none'}>
              <Text size="sm">{name}</Text>
              <ProgressBar value={row.progress} title={name} name="okr_insights.progress_of" />
            </li>
          )
        })}
      </Stack>
      {dashboardLink}
    </Stack>
  )
}
