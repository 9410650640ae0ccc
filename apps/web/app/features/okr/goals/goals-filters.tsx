import { Group } from '@mantine/core'
import type { TeamRef } from '@portal/contracts/okr'
import { useSearchParams } from 'react-router'
import { LightNativeSelect } from '../../../components/light-fields.tsx'
import { useTranslation } from '../../../lib/texts.ts'
import { usePeriodLabel } from './period-label.ts'

const ALL_TEAMS = ''

/**
 * Period and team of the goals dashboard, kept in the address (`?period=2026-Q4&team=…`). Native selects
 * (ADR 69, 70, 74): one choice from a short list, which the browser's own select does with the platform's
 * keyboard and screen-reader behaviour, without Mantine's combobox and floating-ui (~37 kB gzip) in the
 * page's first load; drawn as Mantine's NativeSelect without its Input runtime (`light-fields.tsx`).
 * "All teams" is the team's first choice.
 */
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

  function choose(name: 'period' | 'team', value: string) {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value === ALL_TEAMS) next.delete(name)
        else next.set(name, value)
        return next
      },
      { preventScrollReset: true },
    )
  }

  return (
    <Group align="flex-end">
      <LightNativeSelect
        label={t('okr_insights.goals.period')}
        data={periods.map((key) => ({ value: key, label: periodLabel(key) }))}
        value={period}
        onChange={(event) => choose('period', event.currentTarget.value)}
        w={180}
      />
      <LightNativeSelect
        label={t('okr_insights.goals.team')}
        data={[
          { value: ALL_TEAMS, label: t('okr_insights.goals.all_teams') },
          ...teams.map((option) => ({ value: option.id, label: option.name })),
        ]}
        value={team ?? ALL_TEAMS}
        onChange={(event) => choose('team', event.currentTarget.value)}
        w={220}
      />
    </Group>
  )
}
