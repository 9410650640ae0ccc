import { Anchor, Group, Stack, Text } from '@mantine/core'
import type { TeamRef } from '@portal/contracts/okr'
import type { OkrDashboard } from '@portal/contracts/okr-dashboard'
import type { KeyBetween, WebKey } from '@portal/i18n/text-keys'
import { Link } from 'react-router'
import { cardGrid } from '../../../components/card-grid.ts'
import { localePath } from '../../../lib/locale-path.ts'
import { useTranslation } from '../../../lib/texts.ts'
import { useLocale } from '../../../lib/use-locale.ts'
import { ProgressBar } from '../okr-display.tsx'
import { OverdueTasks, RecentCheckIns } from './activity-lists.tsx'
import { GoalsFilters } from './goals-filters.tsx'
import { GoalsSection } from './goals-section.tsx'
import { GoalsTotals } from './goals-totals.tsx'
import { KeyResultTable } from './key-result-table.tsx'
import { usePeriodLabel } from './period-label.ts'
import ProgressChart, { type ChartRow } from './progress-chart.tsx'

const CHART_HEIGHT = 220

/** The chart, drawn on the server too (ADR 73): the first paint has it, nothing moves after. */
function ChartSlot({ rows, label }: { rows: ChartRow[]; label: string }) {
  return <ProgressChart rows={rows} label={label} height={CHART_HEIGHT} />
}

/** Rows of a chart as a list: name, count, progress bar and percentage. */
function ProgressList({ rows }: { rows: (ChartRow & { key: string; objectives: number })[] }) {
  const { t } = useTranslation()
  return (
    <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <li key={row.key}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {row.name}
            </Text>
            <Text size="xs" c="dimmed">
              {t('okr_insights.goals.by_team.objectives', { count: row.objectives })}
            </Text>
          </Group>
          <ProgressBar value={row.progress} title={row.name} name="okr_insights.progress_of" />
        </li>
      ))}
    </Stack>
  )
}

export function GoalsDashboard({
  dashboard,
  teams,
  periods,
}: {
  dashboard: OkrDashboard
  teams: TeamRef[]
  periods: string[]
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const periodLabel = usePeriodLabel()
  const byTeam = dashboard.by_team.map((row) => ({
    key: row.team?.id ?? 'none',
    name: row.team?.name ?? t('okr_insights.no_team'),
    objectives: row.objectives,
    progress: row.progress,
  }))
  const byPeriod = dashboard.by_period.map((row) => ({
    key: row.period.key,
    name: periodLabel(row.period.key),
    objectives: row.objectives,
    progress: row.progress,
  }))
  const section = (key: KeyBetween<'okr_insights.goals.', '.title', WebKey>) => ({
    title: t(`okr_insights.goals.${key}.title`),
    empty: t(`okr_insights.goals.${key}.empty`),
  })
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <GoalsFilters
          period={dashboard.period.key}
          team={dashboard.team?.id ?? null}
          periods={periods}
          teams={teams}
        />
        <Anchor component={Link} to={localePath(locale, '/client/okr')}>
          {t('okr_insights.goals.open_okr')}
        </Anchor>
      </Group>
      <GoalsTotals totals={dashboard.totals} />
      <div {...cardGrid({ base: 1, md: 2 })}>
        <GoalsSection {...section('by_team')} isEmpty={byTeam.length === 0}>
          <ChartSlot rows={byTeam} label={t('okr_insights.goals.by_team.chart_label')} />
          <ProgressList rows={byTeam} />
        </GoalsSection>
        <GoalsSection {...section('by_period')} isEmpty={byPeriod.every((row) => row.objectives === 0)}>
          <ChartSlot rows={byPeriod} label={t('okr_insights.goals.by_period.chart_label')} />
          <ProgressList rows={byPeriod} />
        </GoalsSection>
      </div>
      <GoalsSection {...section('at_risk')} isEmpty={dashboard.key_results_at_risk.length === 0}>
        <KeyResultTable keyResults={dashboard.key_results_at_risk} />
      </GoalsSection>
      <GoalsSection {...section('low_confidence')} isEmpty={dashboard.low_confidence.length === 0}>
        <KeyResultTable keyResults={dashboard.low_confidence} />
      </GoalsSection>
      <div {...cardGrid({ base: 1, md: 2 })}>
        <GoalsSection {...section('overdue')} isEmpty={dashboard.overdue_tasks.length === 0}>
          <OverdueTasks tasks={dashboard.overdue_tasks} />
        </GoalsSection>
        <GoalsSection {...section('check_ins')} isEmpty={dashboard.recent_check_ins.length === 0}>
          <RecentCheckIns checkIns={dashboard.recent_check_ins} />
        </GoalsSection>
      </div>
    </Stack>
  )
}
