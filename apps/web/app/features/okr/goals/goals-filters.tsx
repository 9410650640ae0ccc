import '@mantine/core/styles/Combobox.css'
import { Group, Select } from '@mantine/core'
import type { TeamRef } from '@portal/contracts/okr'
import { useSearchParams } from 'react-router'
import { useTranslation } from '../../../lib/texts.ts'
import { usePeriodLabel } from './period-label.ts'

const ALL_TEAMS = 'all'

/** Period and team of the goals dashboard, kept in the address (`?period=2026-Q4&team=…`). */
export function GoalsFilters({
  period,
  team,
  periods,
  teams,
}: {
  period: string
  team: string | null
  periods: string[]
  teams: TeamRef[]
}) {
  const { t } = useTranslation()
  const periodLabel = usePeriodLabel()
  const [, setSearchParams] = useSearchParams()

  function choose(name: 'period' | 'team', value: string | null) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (!value || value === ALL_TEAMS) next.delete(name)
        else next.set(name, value)
        return next
      },
      { preventScrollReset: true },
    )
  }

  return (
    <Group align="flex-end">
      <Select
        label={t('okr_insights.goals.period')}
        data={periods.map((key) => ({ value: key, label: periodLabel(key) }))}
        value={period}
        onChange={(value) => choose('period', value)}
        allowDeselect={false}
        w={180}
      />
      <Select
        label={t('okr_insights.goals.team')}
        data={[
          { value: ALL_TEAMS, label: t('okr_insights.goals.all_teams') },
          ...teams.map((option) => ({ value: option.id, label: option.name })),
        ]}
        value={team ?? ALL_TEAMS}
        onChange={(value) => choose('team', value)}
        allowDeselect={false}
        searchable={teams.length > 8}
        w={220}
      />
    </Group>
  )
}
